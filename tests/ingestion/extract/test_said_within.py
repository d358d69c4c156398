"""A copula's noun with its prepositional phrase is said once; a role's place still has its own."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_a_nouns_preposition_is_not_said_twice(extractor: SpacyExtractor) -> None:
    for text, words in (
        ("I'm a firm believer in second chances.", "believer in second chances"),
        ("I'm the treasurer of the garden club.", "treasurer of the garden club"),
    ):
        facts = [f for f in extractor.extract(text).facts if f.entity_name == SPEAKER]
        assert len(facts) == 1 and words in facts[0].value, (text, facts)
    # a role's place keeps its own statement
    facts = {(f.field, f.value) for f in extractor.extract("I'm a pharmacist at Elmwood Clinic.").facts}
    assert ("role", "pharmacist") in facts
    assert any(value == "Elmwood Clinic" for _, value in facts), facts
