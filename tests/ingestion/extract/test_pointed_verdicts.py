""" "It's so relaxing" right after the speaker names a pastime: the speaker enjoys that pastime."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def _liked(extractor: SpacyExtractor, text: str) -> set[str]:
    return {f.value for f in extractor.extract(text).facts if (f.entity_name, f.field) == (SPEAKER, "like")}


def test_it_after_a_pastime_is_that_pastime(extractor: SpacyExtractor) -> None:
    assert "carving spoons" in _liked(
        extractor, "I started carving spoons in the spring. It's so meditative."
    )


def test_it_after_the_listeners_thing_or_a_bad_verdict_is_nothing(extractor: SpacyExtractor) -> None:
    assert not _liked(extractor, "I saw your sketches. It's so calming.")
    assert not _liked(extractor, "I watched the debate. It's so depressing.")
