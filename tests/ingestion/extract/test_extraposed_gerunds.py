"""An extraposed "it" standing for a gerund ("it's so relaxing sitting by the lake") is read as
the infinitive is: what the speaker enjoys, or (past) what the speaker did."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def _facts(extractor: SpacyExtractor, text: str) -> set[tuple[str, str, str]]:
    return {(f.entity_name, f.field, f.value) for f in extractor.extract(text).facts}


def test_a_verdict_of_pleasure_on_a_gerund_is_liked(extractor: SpacyExtractor) -> None:
    assert (SPEAKER, "like", "rowing on the canal") in _facts(
        extractor, "It's so calming rowing on the canal."
    )
    assert (SPEAKER, "like", "baking with my nieces") in _facts(
        extractor, "It's really fun baking with my nieces."
    )
    facts = _facts(extractor, "It was so rewarding coaching the under-tens this spring.")
    assert any(f[:2] == (SPEAKER, "like") and "coaching the under-tens" in f[2] for f in facts), facts


def test_a_past_verdict_on_a_gerund_is_the_speakers_deed(extractor: SpacyExtractor) -> None:
    facts = _facts(extractor, "It was sad giving away my old guitar.")
    assert any(f[0] == SPEAKER and f[1] == "give away" and "guitar" in f[2] for f in facts), facts


def test_a_gerund_aimed_at_the_listener_is_manners(extractor: SpacyExtractor) -> None:
    for text in ("It's lovely hearing from you again.", "It was great catching up with you!"):
        assert not extractor.extract(text).facts, text
