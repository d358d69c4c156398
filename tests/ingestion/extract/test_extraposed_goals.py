"""A goal said with "it" first: "It's always been my dream to X" is the speaker's goal X."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def _goals(extractor: SpacyExtractor, text: str) -> set[str]:
    return {f.value for f in extractor.extract(text).facts if f.entity_name == SPEAKER and f.field == "goal"}


def test_an_aim_said_with_it_first_is_the_speakers_goal(extractor: SpacyExtractor) -> None:
    assert "sail around Iceland" in _goals(extractor, "It's always been my ambition to sail around Iceland.")
    assert any(
        "learn Japanese" in g for g in _goals(extractor, "It has been a dream of ours to learn Japanese.")
    )
    assert any(
        "community garden" in g for g in _goals(extractor, "It's our goal to start a community garden.")
    )
    # someone else's aim, a past verdict or a denial: no goal of the speaker's
    for text in (
        "It's his dream to play in the national team.",
        "It was a dream to sing with that choir.",
        "It isn't my goal to get rich.",
    ):
        assert not _goals(extractor, text), text
