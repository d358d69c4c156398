"""A verb of beginning or going on ("started playing", "continues to teach", "will keep living")
says its deed: the statement is the deed's own (what is played, where she teaches), never the
clause restated under "start" or "continue to", and a deed that goes on is no plan."""

from __future__ import annotations

import pytest

from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "subject", "value", "field"),
    [
        ("Maya started playing the violin at six.", "Maya", "violin", "play"),
        ("Jonas continues to teach at the local school.", "Jonas", "local school", "teach at"),
        ("Grandpa started volunteering at the food bank.", "Grandpa", "food bank", None),
        ("Priya continues to work for the council.", "Priya", "council", None),
        ("Theo resumed playing rugby after his injury.", "Theo", "rugby", "play"),
        ("I will keep working for Atlassian.", "@speaker", "Atlassian", "employer"),
        ("We will keep living in Bristol.", "@speaker", "Bristol", "city"),
    ],
)
def test_the_deed_is_the_statement(
    extractor: SpacyExtractor, text: str, subject: str, value: str, field: str | None
) -> None:
    facts = extractor.extract(text).facts
    found = [f for f in facts if f.entity_name == subject and value in f.value]
    assert found, (text, facts)
    assert all(f.status == "current" and not f.field.startswith("will ") for f in found), facts
    assert field is None or any(f.field == field for f in found), facts
    restated = ("start", "begin", "continue", "resume", "keep", "event")
    assert not any(f.field.startswith(restated) for f in facts), facts
    assert not any(f.value == "six" for f in facts), facts  # "at six" is an age, not a place


def test_a_deed_to_begin_later_is_still_a_plan(extractor: SpacyExtractor) -> None:
    facts = extractor.extract("I will start working at Bosch in May.").facts
    assert any(f.field.startswith("will ") and "Bosch" in f.value for f in facts), facts


@pytest.mark.parametrize(
    ("text", "subject", "deed"),
    [("I used to smoke.", "@speaker", "smoke"), ("My uncle used to drink.", "my uncle", "drink")],
)
def test_a_deed_done_no_more_is_its_own_ended_statement(
    extractor: SpacyExtractor, text: str, subject: str, deed: str
) -> None:
    """ "I used to smoke": smoking ended, under its own verb, never a field "use"."""
    facts = extractor.extract(text).facts
    assert any(f.entity_name == subject and f.field == deed and f.status == "ended" for f in facts), facts
    assert not any(f.field == "use" for f in facts), facts
