"""An attribute whose value is an activity: "my dad's hobby is fishing"."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_an_activity_is_the_value_of_an_attribute(extractor: SpacyExtractor) -> None:
    for text, fact in (
        ("My dad's hobby is fishing.", ("my dad", "hobby", "fishing")),
        (
            "Our team's goal this quarter is cutting response times.",
            ("my team", "goal", "cutting response times"),
        ),
        ("My goal is running a marathon.", (SPEAKER, "goal", "running a marathon")),
        ("Dana's biggest fear is flying.", ("Dana", "biggest fear", "flying")),
    ):
        facts = {(f.entity_name, f.field, f.value) for f in extractor.extract(text).facts}
        assert fact in facts, text


def test_a_progressive_of_a_thing_or_a_person_is_no_attribute(extractor: SpacyExtractor) -> None:
    for text in ("My plan is working.", "My dad is fishing."):
        assert not [f for f in extractor.extract(text).facts if f.value in {"working", "fishing"}], text


def test_a_relative_doing_something_is_no_attribute(extractor: SpacyExtractor) -> None:
    for text in ("My friend Sana is visiting.", "My brother's wife is cooking."):
        assert not [f for f in extractor.extract(text).facts if f.value in {"visiting", "cooking"}], text
