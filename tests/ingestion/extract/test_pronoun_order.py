"""A pronoun stands for someone named before it, never for a name said after it in its sentence."""

from __future__ import annotations

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_a_name_said_after_a_pronoun_is_not_what_the_pronoun_stands_for(extractor: SpacyExtractor) -> None:
    facts = extractor.extract("He climbed Machu Picchu with his son.").facts
    assert facts and not any(f.entity_name == "Machu Picchu" for f in facts)
    assert any(f.entity_name == "@pronoun:he" and f.value == "Machu Picchu" for f in facts)
