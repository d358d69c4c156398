"""A value said against another ("in Braga, not Porto"): the two are alternatives, never one in
the other nor one the other, and a pronoun subject is never a name of its own clause."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import CORRECTED
from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "right", "wrong"),
    [
        ("Actually she lives in Braga, not Porto.", "Braga", "Porto"),
        ("No wait, she lives in Braga, not in Porto.", "Braga", "Porto"),
        ("He works in Madrid, not in Seville.", "Madrid", "Seville"),
        ("She works at Oracle, not at IBM.", "Oracle", "IBM"),
    ],
)
def test_a_pronouns_correction_ends_the_wrong_place(
    extractor: SpacyExtractor, text: str, right: str, wrong: str
) -> None:
    result = extractor.extract(text)
    subjects = {f.entity_name for f in result.facts}
    assert subjects and all(s.startswith("@pronoun:") for s in subjects), (text, result.facts)
    assert any(f.value == right and f.status == "current" for f in result.facts), result.facts
    assert any(f.value == wrong and f.status == "ended" for f in result.facts), result.facts
    assert not any(e.relation == "LOCATED_IN" for e in result.edges), result.edges


def test_a_place_said_of_it_is_an_elliptic_correction(extractor: SpacyExtractor) -> None:
    """ "it's in Bradford, not Leeds" names no predicate: the pipeline finds what Leeds was."""
    result = extractor.extract("Actually it's in Bradford, not Leeds.")
    assert [(f.entity_name, f.value, f.metadata.get("wrong")) for f in result.facts] == [
        (CORRECTED, "Bradford", "Leeds")
    ], result.facts
    assert not result.edges, result.edges
