"""The occasion the speaker tells of after the fact: "It was a poetry reading where ..." is where
they went."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def _went(extractor: SpacyExtractor, text: str) -> set[str]:
    return {f.value for f in extractor.extract(text).facts if f.entity_name == SPEAKER and f.field == "go to"}


def test_a_past_occasion_named_after_the_fact_is_where_the_speaker_went(extractor: SpacyExtractor) -> None:
    assert any(
        "jazz workshop" in v for v in _went(extractor, "It was a jazz workshop where beginners could jam.")
    )
    assert any(
        "fundraising dinner" in v for v in _went(extractor, "That was a fundraising dinner for the shelter.")
    )
    # a guess, a denial, a present occasion or a definite one named as known: not where they went
    for text in (
        "It must have been a wonderful festival.",
        "It wasn't a concert, just a rehearsal.",
        "It's a cooking class for kids.",
        "It was the concert everyone talked about.",
    ):
        assert not _went(extractor, text), text
