"""Nouns for the one who does a verb, said of a person: a role (agentive.py, past_states.py,
placed.py)."""

from __future__ import annotations

from hippograph.ingestion.extraction import Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def facts(result: Extraction) -> set[tuple[str, str, str, str]]:
    return {(f.entity_name, f.field, f.value, f.status) for f in result.facts}


def test_a_person_who_was_an_agent_noun_held_that_role_before(extractor: SpacyExtractor) -> None:
    for text, who, value in (
        ("Dariusz was a wrestler in his thirties.", "Dariusz", "wrestler"),
        ("My grandfather was a bookbinder.", "my grandfather", "bookbinder"),
    ):
        found = facts(extractor.extract(text))
        assert any(w == who and v.endswith(value) and s == "ended" for w, _, v, s in found), (text, found)
    assert not extractor.extract("It was a toaster.").facts


def test_a_role_at_a_workplace_in_a_city_is_work_there(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Oona is a receptionist at a dental clinic in Tampere.")
    assert ("Oona", "WORKS_IN", "Tampere", "current") in {
        (e.source_name, e.relation, e.target_name, e.status) for e in result.edges
    }
