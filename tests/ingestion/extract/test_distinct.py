"""A word of otherness on a relative's noun ("my other friend Olu", "Priya, another colleague of
mine") marks the mention as someone set apart from a namesake; a word of degree ("my best friend
Olu") does not. The extractor alone; tests/ingestion/test_namesakes.py checks what the resolver
then keeps. Sentences written for these tests."""

from __future__ import annotations

import pytest

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def distinct(extractor: SpacyExtractor, text: str, name: str) -> str | None:
    return next(e.distinct for e in extractor.extract(text).entities if e.name == name)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("My other friend Olu lives in Abuja.", "Olu"),
        ("Priya, another colleague of mine, works at KPMG.", "Priya"),
        ("I have another friend called Bea who lives in Cork.", "Bea"),
        ("My other brother Luis is a pilot.", "Luis"),
        ("I made a new friend, Tariq, at the gym.", "Tariq"),
    ],
)
def test_a_word_of_otherness_sets_the_relative_apart(extractor: SpacyExtractor, text: str, name: str) -> None:
    assert distinct(extractor, text, name) is not None


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("My best friend Olu lives in Lagos.", "Olu"),
        ("My new boss Carla is strict.", "Carla"),
        ("My brother Luis is a pilot.", "Luis"),
    ],
)
def test_other_words_set_nobody_apart(extractor: SpacyExtractor, text: str, name: str) -> None:
    assert distinct(extractor, text, name) is None
