"""What a thing is to the speaker: "X is my hobby", "X has become my passion", "X is how I unwind"."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def _held(extractor: SpacyExtractor, text: str) -> dict[str, str]:
    return {f.value.casefold(): f.field for f in extractor.extract(text).facts if f.entity_name == SPEAKER}


def test_a_pastime_said_of_its_doer_is_a_hobby(extractor: SpacyExtractor) -> None:
    assert _held(extractor, "Birdwatching is my favourite pastime these days.").get("birdwatching") in {
        "hobby",
        "favorite",
    }
    assert _held(extractor, "Calligraphy has become my new hobby.").get("calligraphy") == "hobby"


def test_a_thing_that_is_the_speakers_way_is_liked(extractor: SpacyExtractor) -> None:
    assert "sketching" in _held(extractor, "Sketching is how I relax after work.")
    assert "swimming" in _held(extractor, "Swimming is what keeps me going.")


def test_a_way_that_is_no_thing_of_the_speaker_is_nothing(extractor: SpacyExtractor) -> None:  # guard
    assert not any(v in _held(extractor, "That is how I heard about it.") for v in ("that", "it"))
    assert not _held(extractor, "The bus is how everyone gets there.")


def test_a_fondness_of_mine_is_the_speakers(extractor: SpacyExtractor) -> None:
    assert "quilting" in _held(extractor, "Quilting has become a real obsession of mine.")
