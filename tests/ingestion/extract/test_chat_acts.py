"""Sending, showing or telling the person spoken to is the chat's own act, not a fact about the
speaker; passing things on to anyone else stays one."""

from __future__ import annotations

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def _fields(extractor: SpacyExtractor, text: str) -> set[tuple[str, str]]:
    return {(f.field, f.value) for f in extractor.extract(text).facts}


def test_passing_something_to_the_hearer_is_no_fact(extractor: SpacyExtractor) -> None:
    for text in (
        "I'm sending you a photo of the cake.",
        "I just wanted to share this picture with you.",
        "Just had to share this snap with you.",
    ):
        said = _fields(extractor, text)
        assert not [f for f, _ in said if f in {"send", "share", "want", "tell"}], (text, said)
    said = _fields(extractor, "The pic I'm sending is from the festival.")
    assert not [f for f, _ in said if f == "send"], said


def test_passing_something_to_anyone_else_stays(extractor: SpacyExtractor) -> None:
    assert ("share", "photo on Instagram") in _fields(extractor, "I shared a photo on Instagram.")
    assert any(f == "send" for f, _ in _fields(extractor, "I send my mom flowers every Sunday."))
    assert any(f == "tell" for f, _ in _fields(extractor, "I told my boss about the move."))
    # what is told about is the news itself
    assert _fields(extractor, "I wanted to tell you about my trip to Oslo.")
