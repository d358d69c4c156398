"""Subjectless gerund clauses of time: "before moving to Vancouver", "after joining Shopify".
The main clause's subject did it; a habit ("while running") states nothing of its own. Sentences
written for these tests."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def ties(result: Extraction) -> set[tuple[str, str, str, str]]:
    return {(e.source_name, e.relation, e.target_name, e.status) for e in result.edges}


def test_the_place_moved_to_after_an_ended_one(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I used to rent a flat in Bristol before relocating to Cardiff.")
    assert (SPEAKER, "LIVES_IN", "Cardiff", "current") in ties(result)


def test_the_main_clause_keeps_its_end(extractor: SpacyExtractor) -> None:
    result = extractor.extract("We used to live in Graz before moving to Linz.")
    assert (SPEAKER, "LIVES_IN", "Graz", "ended") in ties(result)
    assert (SPEAKER, "LIVES_IN", "Linz", "current") in ties(result)


def test_a_named_subject_shares_the_gerund(extractor: SpacyExtractor) -> None:
    result = extractor.extract("After graduating from Princeton, Farid moved to Austin.")
    assert ("Farid", "alma_mater", "Princeton") in {(f.entity_name, f.field, f.value) for f in result.facts}
    assert ("Farid", "LIVES_IN", "Austin", "current") in ties(result)


def test_a_habit_under_while_states_nothing_of_its_own(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I usually stretch while watching the news.")
    assert not any("news" in f.value for f in result.facts)
