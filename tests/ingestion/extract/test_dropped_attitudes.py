"""A dropped "I'm" before a verb of looking ahead with its deed is the speaker's report; the same
verbs said alone, or about the listener, stay manners."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def _facts(extractor: SpacyExtractor, text: str) -> set[tuple[str, str, str]]:
    return {(f.entity_name, f.field, f.value) for f in extractor.extract(text).facts}


def test_a_deed_ahead_with_its_i_dropped_is_the_speakers(extractor: SpacyExtractor) -> None:
    facts = _facts(extractor, "Looking forward to the regatta in August!")
    assert any(f[0] == SPEAKER and "look forward to" in f[1] and "regatta" in f[2] for f in facts), facts
    facts = _facts(extractor, "Thinking about selling my old motorbike.")
    assert any(f[0] == SPEAKER and "motorbike" in f[2] for f in facts), facts
    facts = _facts(extractor, "Hoping to learn Welsh before the move.")
    assert any(f[0] == SPEAKER and "learn Welsh" in f[2] for f in facts), facts


def test_the_same_verbs_as_manners_say_nothing(extractor: SpacyExtractor) -> None:
    for text in (
        "Looking good!",
        "Thinking of you!",
        "Hoping you feel better soon.",
        "Looking forward to seeing you.",
    ):
        assert not extractor.extract(text).facts, text
