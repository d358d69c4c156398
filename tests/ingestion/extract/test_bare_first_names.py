"""A first name that is also a common noun ("Saga", "Rose"), said first as a bare singular subject
of a verb people do, is a name: "Saga attends Vasa Academy" is about Saga; "Art is my passion" or
"Hope keeps me going" name no one."""

from __future__ import annotations

import pytest

from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "name", "value"),
    [("Saga attends Vasa Academy.", "Saga", "Vasa Academy"), ("Rose teaches yoga in Leeds.", "Rose", "yoga")],
)
def test_a_bare_first_name_subject_is_a_person(
    extractor: SpacyExtractor, text: str, name: str, value: str
) -> None:
    result = extractor.extract(text)
    assert any(f.entity_name == name and f.value == value for f in result.facts), result.facts
    assert any(e.name == name and e.type == "Person" for e in result.entities), result.entities


@pytest.mark.parametrize("text", ["Art is my passion.", "Hope keeps me going.", "Work is busy."])
def test_a_common_noun_subject_is_no_person(extractor: SpacyExtractor, text: str) -> None:
    result = extractor.extract(text)
    assert not any(e.type == "Person" for e in result.entities), result.entities
