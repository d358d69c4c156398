"""A relative said without a name ("my husband runs a vineyard") is still the speaker's relative;
a possessed noun's name ties its owner by what the noun declares ("my son's school is called X":
STUDIES_AT, "my daughter's team": MEMBER_OF, "my startup": owned); a gerund a verb of spending
time governs is what was done ("spent two years teaching English in Hanoi"); a language is never
a person whatever relation its verb maps to. Sentences written for these tests. No Neo4j: the
extractor alone."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import SPEAKER, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def edges(result: Extraction) -> set[tuple[str, str, str]]:
    return {(e.source_name, e.relation, e.target_name) for e in result.edges}


def facts(result: Extraction) -> set[tuple[str, str, str]]:
    return {(f.entity_name, f.field, f.value) for f in result.facts}


@pytest.mark.parametrize(
    ("text", "relative", "relation"),
    [
        ("My husband runs a small vineyard.", "my husband", "MARRIED_TO"),
        ("My grandmother knits scarves for the whole family.", "my grandmother", None),
        ("My dad and I built a treehouse last summer.", "my dad", "CHILD_OF"),
        ("My roommate cooks amazing curries.", "my roommate", None),
        ("My niece collects vintage postcards.", "my niece", None),
    ],
)
def test_an_unnamed_relative_who_does_something_is_the_speakers_relative(
    extractor: SpacyExtractor, text: str, relative: str, relation: str | None
) -> None:
    result = extractor.extract(text)
    assert any(f.entity_name == relative for f in result.facts)
    tied = {r for s, r, t in edges(result) if s == SPEAKER and t == relative}
    assert tied, f"no tie from the speaker to {relative}: {edges(result)}"
    if relation is not None:
        assert tied == {relation}
    person = next(e for e in result.entities if e.name == relative)
    assert person.type == "Person"


def test_a_relatives_pet_ties_the_relative_to_the_speaker(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My aunt's dog Biscuit is a beagle.")
    assert (SPEAKER, "RELATIVE_OF", "my aunt") in edges(result)
    assert ("my aunt", "HAS_PET", "Biscuit") in edges(result)


def test_a_relative_named_in_the_sentence_is_not_also_an_unnamed_one(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My nephew's name is Tobias.")
    assert {t for s, _, t in edges(result) if s == SPEAKER} == {"Tobias"}
    assert {e.name for e in result.entities} == {"Tobias"}


@pytest.mark.parametrize(
    ("text", "owner", "relation", "name"),
    [
        ("My son's school is called Hillcrest Primary.", "my son", "STUDIES_AT", "Hillcrest Primary"),
        ("My daughter's team is called the Falcons.", "my daughter", "MEMBER_OF", "Falcons"),
        ("My brother's band is called Velvet Static.", "my brother", "MEMBER_OF", "Velvet Static"),
        ("My bakery is called Crumb and Co.", SPEAKER, "OWNS", None),
    ],
)
def test_a_named_possession_ties_its_owner_by_what_the_noun_declares(
    extractor: SpacyExtractor, text: str, owner: str, relation: str, name: str | None
) -> None:
    result = extractor.extract(text)
    found = {(s, r) for s, r, t in edges(result) if name is None or t == name}
    assert (owner, relation) in found
    assert (owner, "OWNS") not in found or relation == "OWNS"


@pytest.mark.parametrize(
    ("text", "field", "value", "place"),
    [
        ("I spent two years teaching English in Hanoi.", "teach", "English", "Hanoi"),
        ("Kofi spent six years coaching football.", "coach", "football", None),
        ("I spent last winter working at a ski lodge in Banff.", "work at", "ski lodge", "Banff"),
    ],
)
def test_what_time_was_spent_doing_is_what_was_done(
    extractor: SpacyExtractor, text: str, field: str, value: str, place: str | None
) -> None:
    result = extractor.extract(text)
    subject = next(iter({f.entity_name for f in result.facts if f.field == field}), None)
    assert subject is not None, facts(result)
    assert (subject, field, value) in facts(result)
    assert place is None or any(s == subject and t == place for s, _, t in edges(result))
    assert not [f for f in result.facts if f.field in {"spend", "expense"}]


@pytest.mark.parametrize(
    "text",
    ["My aunt taught Portuguese in Luanda.", "Ms. Okafor teaches French at the community centre."],
)
def test_a_language_taught_is_not_a_person(extractor: SpacyExtractor, text: str) -> None:
    result = extractor.extract(text)
    languages = [e for e in result.entities if e.name in {"Portuguese", "French"}]
    assert languages
    assert all(e.type != "Person" for e in languages)


@pytest.mark.parametrize(
    ("text", "owner", "relative", "relation"),
    [
        ("Ingrid's husband is a carpenter.", "Ingrid", "Ingrid's husband", "MARRIED_TO"),
        ("Dmitri's daughter plays the clarinet.", "Dmitri", "Dmitri's daughter", "PARENT_OF"),
    ],
)
def test_a_named_persons_relative_is_theirs(
    extractor: SpacyExtractor, text: str, owner: str, relative: str, relation: str
) -> None:
    result = extractor.extract(text)
    assert (owner, relation, relative) in edges(result)
    assert {e.name: e.type for e in result.entities}.get(owner) == "Person"
