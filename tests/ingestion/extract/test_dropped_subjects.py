"""A capitalised past form first in a sentence is a verb whose "I" chat dropped, not a name."""

from __future__ import annotations

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_a_sentence_initial_irregular_past_is_the_speakers_report(extractor: SpacyExtractor) -> None:
    for text, field in (
        ("Went bowling with my cousins last night.", "go"),
        ("Got my braces off today!", "get"),
        ("Spent the whole day at the aquarium.", "spend at"),
    ):
        facts = extractor.extract(text).facts
        assert any(f.entity_name == "@speaker" and f.field.startswith(field) for f in facts), (text, facts)


def test_a_capitalised_name_stays_a_name(extractor: SpacyExtractor) -> None:
    facts = extractor.extract("Bruno went bowling with my cousins.").facts
    assert not any(f.entity_name == "@speaker" and f.field.startswith("go") for f in facts)
