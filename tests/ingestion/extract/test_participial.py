"""A participle after a feeling is the deed the subject felt so doing."""

from __future__ import annotations

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_a_participle_after_a_feeling_is_the_subjects_deed(extractor: SpacyExtractor) -> None:
    for text, field, value in (
        ("I felt super confident giving my presentation.", "give", "presentation"),
        ("I was exhausted cleaning the garage.", "clean", "the garage"),
    ):
        facts = extractor.extract(text).facts
        assert any(f.entity_name == "@speaker" and f.field == field and f.value == value for f in facts), (
            text,
            facts,
        )


def test_a_participle_after_perception_is_not_the_subjects(extractor: SpacyExtractor) -> None:
    facts = extractor.extract("I saw my neighbor painting his fence.").facts
    assert not any(f.entity_name == "@speaker" and f.field == "paint" for f in facts)
