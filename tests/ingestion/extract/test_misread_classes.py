"""Classes of misread found on the lead's own text (session 11), on sentences written for these
tests; the extractor alone: an organisation named in common words that works in a place, a
favourite named by a title, double possessives and definite possessors in apposition, a pet noun
the tagger took for an adjective, and a common noun in a name's place."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import NAMED_PREFIX, SPEAKER, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def types(result: Extraction) -> dict[str, str]:
    return {e.name: e.type for e in result.entities}


def edges(result: Extraction) -> set[tuple[str, str, str]]:
    return {(e.source_name, e.relation, e.target_name) for e in result.edges}


@pytest.mark.parametrize(
    ("text", "name", "place"),
    [
        ("Quiet Meadows works in Rwanda.", "Quiet Meadows", "Rwanda"),  # a plural last word
        ("Fresh Start Alliance operates across Zambia.", "Fresh Start Alliance", "Zambia"),
        ("Faith Rising works in Liberia.", "Faith Rising", "Liberia"),  # a first name, then a gerund
    ],
)
def test_an_organisation_named_in_common_words_operates_in_a_place(
    extractor: SpacyExtractor, text: str, name: str, place: str
) -> None:
    result = extractor.extract(text)
    assert types(result).get(name) == "Org"
    assert (name, "OPERATES_IN", place) in edges(result)


def test_a_person_named_in_common_words_still_works_there(extractor: SpacyExtractor) -> None:
    """Guard: a first name and a surname English knows ("Grace Baker") are a person's."""
    result = extractor.extract("Grace Baker works in Sheffield.")
    assert types(result).get("Grace Baker") == "Person"
    assert ("Grace Baker", "WORKS_IN", "Sheffield") in edges(result)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("My favourite is Brief Encounter.", "Brief Encounter"),
        ("My favourite novel is Cold Mountain.", "Cold Mountain"),
    ],
)
def test_a_favourite_named_by_a_title_is_a_work(extractor: SpacyExtractor, text: str, title: str) -> None:
    result = extractor.extract(text)
    assert types(result).get(title) == "Work"
    assert any(f.entity_name == SPEAKER and f.value == title for f in result.facts)


@pytest.mark.parametrize(
    ("text", "owner", "relation", "name"),
    [
        ("Lotte, a cousin of my husband's, sells antiques.", "my husband", "COUSIN_OF", "Lotte"),
        ("Benedikt, a friend of Salma's, teaches chemistry.", "Salma", "FRIEND_OF", "Benedikt"),
        ("Anneke, the landlord's daughter, paints murals.", "my landlord", "PARENT_OF", "Anneke"),
        ("Pieter, the neighbour's husband, drives a tram.", "my neighbour", "MARRIED_TO", "Pieter"),
    ],
)
def test_an_apposed_person_is_tied_to_the_possessor(
    extractor: SpacyExtractor, text: str, owner: str, relation: str, name: str
) -> None:
    assert (owner, relation, name) in edges(extractor.extract(text))


def test_a_pet_noun_the_tagger_took_for_an_adjective_introduces_the_pet(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My cousin has a terrier named Sprout.")  # "terrier": "terri" + "-er"
    assert types(result).get("Sprout") == "Pet"
    assert any(r == "HAS_PET" and t == "Sprout" for _, r, t in edges(result))


def test_a_common_noun_in_a_names_place_is_a_reference_to_the_session(extractor: SpacyExtractor) -> None:
    facts = extractor.extract("Pudding is boarded at Hillview Kennels.").facts  # "pudding": a noun
    assert facts and all(f.entity_name == NAMED_PREFIX + "Pudding" for f in facts)


def test_a_determined_noun_is_no_name(extractor: SpacyExtractor) -> None:
    """Guard: "The pudding" or "My biscuit" is a thing, never a reference to a name."""
    for text in ("The pudding is in the oven.", "My biscuit is on the table."):
        names = [f.entity_name for f in extractor.extract(text).facts]
        assert not any(n.startswith(NAMED_PREFIX) for n in names), (text, names)
