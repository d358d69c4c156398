"""A kind of pastime judged by how it feels is one the speaker enjoys; plain praise of a kind,
or any verdict on a kind that is no pastime, says nothing about anyone."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def _liked(extractor: SpacyExtractor, text: str) -> set[str]:
    return {
        f.value.casefold()
        for f in extractor.extract(text).facts
        if (f.entity_name, f.field) == (SPEAKER, "like")
    }


def test_a_kind_judged_by_how_it_feels_is_liked(extractor: SpacyExtractor) -> None:
    assert _liked(extractor, "Embroidery is so soothing.") == {"embroidery"}
    assert _liked(extractor, "Archery has been really satisfying lately.") == {"archery"}
    assert _liked(extractor, "Calligraphy is wonderful for slowing my mind down.") == {"calligraphy"}


def test_plain_praise_of_a_kind_is_nobodys_pastime(extractor: SpacyExtractor) -> None:
    for text in ("Life is amazing.", "Freedom is wonderful.", "Homework is exhausting."):
        assert not _liked(extractor, text), text
