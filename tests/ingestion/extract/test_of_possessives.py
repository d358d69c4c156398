"""Possession said with "of" ("the father of my best friend") reads as said before the noun ("my
best friend's father"): what the sentence says is said of the father, never of the friend."""

from __future__ import annotations

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_the_relative_of_a_relative_said_with_of(extractor: SpacyExtractor) -> None:
    result = extractor.extract("The father of my best friend is a pilot.")
    facts = {(f.entity_name, f.field, f.value) for f in result.facts}
    assert ("my friend's father", "role", "pilot") in facts, facts
    assert not any(
        f.field == "role" and f.entity_name in ("my friend", "my best friend") for f in result.facts
    )
