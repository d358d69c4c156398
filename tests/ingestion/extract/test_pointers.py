"""Statements that remember nothing: a noun that only classifies what "that" points at ("that's a
memory I'll never forget", extract/implicit.py), and a pronoun held somewhere ("to have you in my
life", extract/gate.py). The true facts beside them stay. Sentences written for these tests. Pure."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def statements(extractor: SpacyExtractor, text: str) -> set[tuple[str, str, str]]:
    return {(f.entity_name, f.field, f.value) for f in extractor.extract(text).facts}


def test_a_kind_the_pointer_is_gives_no_gap_object(extractor: SpacyExtractor) -> None:
    found = statements(extractor, "That was a trip I will always treasure.")
    assert not any("trip" in value for _, _, value in found), found


def test_a_particular_noun_after_the_pointer_still_gives_its_gap(extractor: SpacyExtractor) -> None:
    found = statements(
        extractor, "That was a trip I will always treasure. The lamp I restored last spring sits in the hall."
    )
    assert not any("trip" in value for _, _, value in found), found
    assert any(entity == SPEAKER and "lamp" in value for entity, _, value in found), found


def test_having_the_listener_somewhere_gives_nothing(extractor: SpacyExtractor) -> None:
    found = statements(extractor, "I'm blessed to have you in my corner.")
    assert not any(value in {"corner", "my corner"} or "have you" in value for _, _, value in found), found


def test_having_a_thing_somewhere_is_kept(extractor: SpacyExtractor) -> None:
    found = statements(extractor, "I'm blessed to have you in my corner. I have a hammock in my garden.")
    assert not any(value in {"corner", "my corner"} or "have you" in value for _, _, value in found), found
    assert any(entity == SPEAKER and "hammock" in value for entity, _, value in found), found
