"""An age reached ("turned 70") is the person's age."""

from __future__ import annotations

import pytest

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_turning_a_number_is_an_age(extractor: SpacyExtractor) -> None:
    for text, who, years in (
        ("My aunt turned 70 on Friday.", "my aunt", "70"),
        ("I just turned forty!", "@speaker", "forty"),
        ("I turned 33 years old in June.", "@speaker", "33"),
    ):
        facts = extractor.extract(text).facts
        assert any(f.entity_name == who and f.field == "age" and f.value == years for f in facts), text


def test_turning_a_thing_is_no_age(extractor: SpacyExtractor) -> None:
    for text in ("The pipe turned 90 degrees.", "My car turned 100000 miles."):
        assert not any(f.field == "age" for f in extractor.extract(text).facts), text


@pytest.mark.parametrize(
    ("text", "years", "when"),
    [
        ("My aunt turned 75 last month.", "75", "last month"),
        ("Granddad turned 88 in April.", "88", "April"),
        ("I turned 29 on Friday.", "29", "Friday"),
    ],
)
def test_the_time_of_a_birthday_is_not_the_age(
    extractor: SpacyExtractor, text: str, years: str, when: str
) -> None:
    ages = [f for f in extractor.extract(text).facts if f.field == "age"]
    assert [f.value for f in ages] == [years]
    assert ages[0].when is not None and when in ages[0].when and years not in ages[0].when


@pytest.mark.parametrize("text", ["I'm 41.", "I'm 27!", "I am 63."])
def test_an_age_said_alone_is_no_small_talk(extractor: SpacyExtractor, text: str) -> None:
    ages = [f.value for f in extractor.extract(text).facts if f.field == "age"]
    assert ages == [text.split()[-1].strip(".!")]


def test_an_unnamed_relatives_milestone_ties_the_relative(extractor: SpacyExtractor) -> None:
    """ "My grandmother turned ninety": the grandmother is the speaker's relative, a person (so a
    later "Her name is Dorothy" names her), not a concept of its own."""
    result = extractor.extract("My grandmother turned ninety last week.")
    assert any(e.target_name == "my grandmother" and e.relation == "RELATIVE_OF" for e in result.edges), (
        result.edges
    )
    assert [e.type for e in result.entities if e.name == "my grandmother"] == ["Person"], result.entities
