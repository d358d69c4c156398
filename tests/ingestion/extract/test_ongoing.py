"""An activity of late said with its verb alone, and a headline that is only a gerund and its
object, are the speaker's activities."""

from __future__ import annotations

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def _facts(extractor: SpacyExtractor, text: str) -> set[tuple[str, str, str]]:
    return {(f.entity_name or "", f.field, f.value) for f in extractor.extract(text).facts}


def test_a_perfect_progressive_without_object_is_the_activity(extractor: SpacyExtractor) -> None:
    for text, field, value in (
        ("Been knitting a lot lately.", "knit", "knitting"),
        ("I've been baking every weekend.", "bake", "baking"),
        ("Been swimming more since the spring.", "swim", "swimming"),
    ):
        assert ("@speaker", field, value) in _facts(extractor, text), text


def test_a_scene_or_an_empty_progressive_is_not_an_activity(extractor: SpacyExtractor) -> None:
    for text in ("I was baking when you called.", "Been thinking about it.", "Been going through a lot."):
        assert not any(f.field in {"bake", "think", "go"} for f in extractor.extract(text).facts), text


def test_a_gerund_headline_is_the_speakers_report(extractor: SpacyExtractor) -> None:
    assert ("@speaker", "research", "daycare options") in _facts(
        extractor, "Researching daycare options — so many choices."
    )
    assert ("@speaker", "compare", "used cars") in _facts(extractor, "Comparing used cars these days.")
