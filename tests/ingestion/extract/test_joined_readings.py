"""A light verb read once with its object and once with a prepositional phrase is one statement:
"have: family in Ohio", not "have: family" and "have in: Ohio"; a verb of content keeps both
readings. Sentences written for these tests, read by the shipped extractor."""

from __future__ import annotations

import pytest

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def said(extractor: SpacyExtractor, text: str) -> list[str]:
    return [f"{f.field}: {f.value}" for f in extractor.extract(text).facts if f.confidence >= 0.6]


@pytest.mark.parametrize(
    ("text", "verb", "value"),
    [
        ("I have family in Ohio.", "have", "family in Ohio"),
        ("I made lasagna for the potluck.", "make", "lasagna for the potluck"),
    ],
)
def test_the_object_and_the_phrase_of_a_light_verb_are_one_statement(
    extractor: SpacyExtractor, text: str, verb: str, value: str
) -> None:
    found = said(extractor, text)
    assert f"{verb}: {value}" in found, found
    assert not [f for f in found if f.split(":")[0].startswith(f"{verb} ")], found  # no "have in"


def test_a_verb_of_content_keeps_its_prepositional_reading(extractor: SpacyExtractor) -> None:
    """Guard: "teach at" is the statement's own predicate, beside "teach: yoga"."""
    found = said(extractor, "Noor teaches yoga at the community centre.")
    assert "teach: yoga" in found, found
    assert [f for f in found if f.startswith("teach at")], found
