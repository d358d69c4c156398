"""A noun said with a softening quantity ("more of a", "a bit of a", "kind of a") is what the
subject is; a particle of a phrasal verb stays in an event ("passed away"). Sentences written for
these tests; the extractor alone."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("Honestly I'm more of a tea drinker.", SPEAKER, "tea drinker"),
        ("My uncle is a bit of a hoarder.", "my uncle", "hoarder"),
        ("Greta is kind of a night owl.", "Greta", "night owl"),
        ("My mum is something of a gardening expert.", "my mum", "gardening expert"),
    ],
)
def test_a_softened_noun_is_what_the_subject_is(
    extractor: SpacyExtractor, text: str, subject: str, value: str
) -> None:
    facts = [f for f in extractor.extract(text).facts if f.entity_name == subject]
    assert [f.field for f in facts] == ["is"], facts
    assert facts[0].value.removeprefix("a ").removeprefix("an ") == value


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("My great-aunt passed away last spring.", "my great-aunt"),
        ("My grandpa passed away before I was born.", "my grandpa"),
    ],
)
def test_an_event_keeps_its_particle(extractor: SpacyExtractor, text: str, subject: str) -> None:
    events = [f.value for f in extractor.extract(text).facts if f.field == "event"]
    assert events == ["passed away"]
