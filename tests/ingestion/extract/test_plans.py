"""A life event planned, said with its verb alone, is a plan of the subject's."""

from __future__ import annotations

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_a_planned_retirement_is_a_plan(extractor: SpacyExtractor) -> None:
    for text, who in (
        ("My dad is retiring next year.", "my dad"),
        ("Dr. Osei, our family doctor, is retiring next year.", "Osei"),
    ):
        facts = extractor.extract(text).facts
        assert any(
            f.entity_name == who and f.field == "will retire" and f.value == "retiring next year"
            for f in facts
        ), text


def test_vague_denied_and_ordinary_plans_are_not_read(extractor: SpacyExtractor) -> None:
    for text in ("We're leaving soon.", "Tom isn't retiring next year.", "Gus is visiting next week."):
        assert not extractor.extract(text).facts, text
