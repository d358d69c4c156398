"""A bare verb of feeling first in a sentence is the speaker's feeling, not an instruction."""

from __future__ import annotations

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_a_dropped_experiencer_is_the_speaker(extractor: SpacyExtractor) -> None:
    for text, field, value in (
        ("Really miss my old neighborhood.", "miss", "old neighborhood"),
        ("Appreciate our long walks!", "appreciate", "long walks"),
    ):
        facts = extractor.extract(text).facts
        assert any(f.entity_name == "@speaker" and f.field == field and f.value == value for f in facts), text
        assert not any(f.field == "instruction" for f in facts), text


def test_a_compliment_on_what_was_shown_is_not_a_taste(extractor: SpacyExtractor) -> None:
    for text in ("Love the colors in this one!", "Love that hat."):
        assert not any(f.entity_name == "@speaker" for f in extractor.extract(text).facts), text
