"""A relative called by a kin word used as a title ("Uncle Deepak", "Grandma Ines") is the
speaker's relative."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Uncle Deepak moved to Perth last year.", "Uncle Deepak"),
        ("Grandma Ines still bakes every Sunday.", "Grandma Ines"),
    ],
)
def test_a_kin_title_before_a_name_is_the_speakers_relative(
    extractor: SpacyExtractor, text: str, name: str
) -> None:
    edges = {(e.source_name, e.relation, e.target_name) for e in extractor.extract(text).edges}
    assert (SPEAKER, "RELATIVE_OF", name) in edges, edges


def test_someone_elses_titled_relative_is_not_the_speakers(extractor: SpacyExtractor) -> None:
    """Guard: after a possessive the title is someone else's family's."""
    edges = extractor.extract("Her Uncle Deepak moved to Perth.").edges
    assert not any(e.source_name == SPEAKER and e.relation == "RELATIVE_OF" for e in edges), edges


def test_a_relative_spoken_to_is_no_statement(extractor: SpacyExtractor) -> None:
    """Guard: "Thanks, Uncle Deepak!" says nothing of him."""
    assert not extractor.extract("Thanks, Uncle Deepak!").edges
