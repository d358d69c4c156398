"""A thing introduced without a name and named through a pronoun in the next clause ("I adopted a
rescue dog, her name is Pepper") is had by whoever got it, by that name; the pronoun then stands
for it. Sentences written for these tests; the extractor alone."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "owner", "name", "kind", "relation"),
    [
        ("We rescued a greyhound in March, his name is Comet.", SPEAKER, "Comet", "Pet", "HAS_PET"),
        ("Ravi bought a parrot last year and her name is Kiki.", "Ravi", "Kiki", "Pet", "HAS_PET"),
        ("I finally got a motorbike, its name is Bluebell.", SPEAKER, "Bluebell", "Product", "OWNS"),
    ],
)
def test_a_thing_named_through_a_pronoun_is_had_by_its_getter(
    extractor: SpacyExtractor, text: str, owner: str, name: str, kind: str, relation: str
) -> None:
    result = extractor.extract(text)
    assert (owner, relation, name) in {(e.source_name, e.relation, e.target_name) for e in result.edges}
    assert {e.name: e.type for e in result.entities}.get(name) == kind
    assert not [f for f in result.facts if f.entity_name.startswith("@pronoun")]


def test_the_pronoun_then_stands_for_the_named_pet(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I adopted a tabby cat last month, her name is Saffron and she loves boxes.")
    assert any(f.entity_name == "Saffron" and "boxes" in f.value for f in result.facts)


def test_a_person_named_through_a_pronoun_is_left_to_the_kin_readers(extractor: SpacyExtractor) -> None:
    # a guard: a baby is no possession
    result = extractor.extract("My cousin had a baby boy, his name is Felix.")
    assert not [e for e in result.edges if e.relation in {"HAS_PET", "OWNS"}]
