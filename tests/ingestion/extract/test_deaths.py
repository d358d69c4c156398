"""A pet that has died is kept no more: its HAS_PET tie ends, the pet stays an entity."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "pet"),
    [
        ("Our cat Biscuit died two weeks ago.", "Biscuit"),
        ("My old dog Rufus passed away in October.", "Rufus"),
        ("We lost our parrot Mango last summer.", "Mango"),
        ("Our pony Toffee was put down in April.", "Toffee"),
        ("Our tortoise Shelly died last year.", "Shelly"),
    ],
)
def test_a_dead_pet_is_kept_no_more(extractor: SpacyExtractor, text: str, pet: str) -> None:
    result = extractor.extract(text)
    ties = [e for e in result.edges if e.relation == "HAS_PET" and e.target_name == pet]
    assert ties and all(e.status == "ended" for e in ties), (text, result.edges)
    assert any(e.name == pet and e.type == "Pet" for e in result.entities), result.entities


def test_an_unnamed_pet_that_died_is_an_ended_pet(extractor: SpacyExtractor) -> None:
    facts = extractor.extract("My rabbit died on Sunday.").facts
    assert any(
        f.entity_name == SPEAKER and f.field == "pet" and f.value == "rabbit" and f.status == "ended"
        for f in facts
    ), facts


def test_a_living_pet_and_a_dead_relative_are_untouched(extractor: SpacyExtractor) -> None:
    alive = extractor.extract("Our dog Pip didn't die, he ran off.").edges
    assert all(e.status == "current" for e in alive if e.relation == "HAS_PET"), alive
    relative = extractor.extract("My uncle Theo died in 2012.").edges
    assert all(e.status == "current" for e in relative), relative


def test_a_pet_put_down_is_kept_no_more(extractor: SpacyExtractor) -> None:
    facts = extractor.extract("We had to put our old cat down.").facts
    assert any(f.field == "pet" and f.value == "cat" and f.status == "ended" for f in facts), facts
