"""A role said in the simple past is over ("Kwame was a history teacher"); "retired" makes no
status of the role it qualifies ("a retired postman" is a postman)."""

from __future__ import annotations

import pytest

from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "subject", "role"),
    [
        ("Kwame was a history teacher for twenty years.", "Kwame", "history teacher"),
        ("My uncle was a sailor.", "my uncle", "sailor"),
        ("My grandmother was a seamstress in Naples.", "my grandmother", "seamstress"),
    ],
)
def test_a_role_in_the_simple_past_is_ended(
    extractor: SpacyExtractor, text: str, subject: str, role: str
) -> None:
    facts = {(f.entity_name, f.field, f.value, f.status) for f in extractor.extract(text).facts}
    assert (subject, "role", role, "ended") in facts


def test_a_past_role_ends_but_no_tie_or_time_of_the_past_does(extractor: SpacyExtractor) -> None:
    sailor = extractor.extract("My uncle was a sailor.").facts
    assert [(f.field, f.status) for f in sailor if f.value == "sailor"] == [("role", "ended")]
    for text in (
        "She was my best friend.",
        "When he was a waiter, he lived in Rome.",
        "Kwame is a history teacher.",
    ):
        assert not [f for f in extractor.extract(text).facts if f.status == "ended"], text


def test_a_retired_role_is_the_role(extractor: SpacyExtractor) -> None:
    facts = {
        (f.entity_name, f.field, f.value)
        for f in extractor.extract("My uncle Bernard is a retired postman.").facts
    }
    assert ("Bernard", "role", "retired postman") in facts
    assert ("@speaker", "employment_status", "retired") in {
        (f.entity_name, f.field, f.value) for f in extractor.extract("I'm retired.").facts
    }
