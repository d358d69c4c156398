"""A name given by an indefinite noun ("a cat named Luna", "a dog, Rex") is introduced as new to
the hearer; a possessed or definite one ("my cat Luna", "the dog, Rex") is not. The extractor
alone; tests/ingestion/test_holders.py checks what the resolver then keeps. Sentences written for
these tests."""

from __future__ import annotations

import pytest

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def introduced(extractor: SpacyExtractor, text: str, name: str) -> bool:
    return next(e.introduced for e in extractor.extract(text).entities if e.name == name)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("My uncle has a parrot named Kiwi.", "Kiwi"),
        ("We adopted a dog called Biscuit in May.", "Biscuit"),
        ("My sister has a hamster, Nibbles.", "Nibbles"),
        ("I met a woman named Ines at the market.", "Ines"),
    ],
)
def test_an_indefinite_noun_introduces_the_name(extractor: SpacyExtractor, text: str, name: str) -> None:
    assert introduced(extractor, text, name)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("My cat Kiwi is sick.", "Kiwi"),
        ("My dog Biscuit likes carrots.", "Biscuit"),
        ("My friend Ines works at a bakery.", "Ines"),
    ],
)
def test_a_known_or_possessed_name_is_not_introduced(extractor: SpacyExtractor, text: str, name: str) -> None:
    assert not introduced(extractor, text, name)
