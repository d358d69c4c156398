"""A past verdict of enjoyment on one particular occasion is the speaker's enjoying it."""

from __future__ import annotations

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_a_good_past_occasion_was_enjoyed(extractor: SpacyExtractor) -> None:
    for text, value in (
        ("The festival was incredible!", "festival"),
        ("Our ski trip was so much fun.", "ski trip"),
        ("The workshop last Saturday was so inspiring.", "workshop"),
    ):
        facts = extractor.extract(text).facts
        assert any(f.entity_name == "@speaker" and f.field == "like" and f.value == value for f in facts), (
            text
        )


def test_things_kinds_and_bad_verdicts_are_not_enjoyed(extractor: SpacyExtractor) -> None:
    for text in (
        "The food was amazing.",
        "Festivals are great.",
        "The meeting was awful.",
        "A trip would be fun.",
    ):
        assert not any(f.field == "like" for f in extractor.extract(text).facts), text
