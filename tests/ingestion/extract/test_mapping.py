"""Predicates and nouns onto declared relations: the lexicon of the ontology, relations between
people kept apart from what was done with them, organisations named by a definite common noun.
Sentences written for these tests. Pure (no Neo4j)."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extract.mapping import field_relation, map_predicate
from hippograph.ingestion.extract.unnamed import definite, organisation
from hippograph.ingestion.extraction import SPEAKER, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor, load_spacy


def edges(result: Extraction) -> set[tuple[str, str, str, str]]:
    return {(e.source_name, e.relation, e.target_name, e.status) for e in result.edges}


# -- the lexicon ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("predicate", "value_type", "relation"),
    [
        ("volunteer at", "Org", "VOLUNTEERS_AT"),
        ("volunteer for", "Org", "VOLUNTEERS_AT"),
        ("talk to", "Person", "KNOWS"),
        ("catch up with", "Person", "KNOWS"),
        ("be engage to", "Person", "ENGAGED_TO"),
        ("be with", "Org", "MEMBER_OF"),
        ("be with", "Person", "PARTNER_OF"),
        ("talk to", "Place", None),
    ],
)
def test_a_predicate_maps_by_lemma_within_domain_and_range(
    predicate: str, value_type: str, relation: str | None
) -> None:
    assert map_predicate(predicate, value_type).relation == relation


def test_volunteering_is_not_employment(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Gustavo volunteers for the Harbourside Rescue Mission.")
    relations = {e.relation for e in result.edges if e.target_name == "Harbourside Rescue Mission"}
    assert relations == {"VOLUNTEERS_AT"}, edges(result)


def test_a_person_spoken_to_is_known(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I still chat with Ottilie from my old choir.")
    assert (SPEAKER, "KNOWS", "Ottilie", "current") in edges(result)


def test_a_fiance_named_in_apposition_is_engaged(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Leopold, Marisol's fiancé, restores old boats.")
    assert ("Marisol", "ENGAGED_TO", "Leopold", "current") in edges(result)


def test_a_business_partner_is_a_colleague_not_a_couple(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I opened the shop with my business partner Ilse.")
    assert (SPEAKER, "COLLEAGUE_OF", "Ilse", "current") in edges(result)
    assert not any(e.relation == "PARTNER_OF" for e in result.edges)


# -- a possessed noun naming the relation -----------------------------------------------------------
def test_a_possessed_noun_is_the_relation_its_field_declares(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My niece's school is Larchwood Academy.")
    assert ("my niece", "STUDIES_AT", "Larchwood Academy", "current") in edges(result)


def test_a_field_relation_respects_domain_and_range() -> None:
    assert field_relation("school", "Person", "Org") == "STUDIES_AT"
    assert field_relation("school", "Person", "Place") is None
    assert field_relation("favourite colour", "Person", "Concept") is None


# -- companions -------------------------------------------------------------------------------------
def test_who_it_was_done_with_is_no_attribute(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I volunteered with my cousins at the soup kitchen.")
    assert not any(f.field == "community" and "cousin" in f.value for f in result.facts)
    assert map_predicate("volunteer with", None, companion=True).field == "volunteer with"
    assert map_predicate("work with", "Person", companion=True).relation == "COLLEAGUE_OF"


# -- organisations named by a common noun -----------------------------------------------------------
@pytest.mark.parametrize(
    ("value", "name"),
    [
        ("the marine research station in Tromsø", "marine research station"),
        ("his old brewery", "old brewery"),
        ("the library", "library"),
        ("home", None),
        ("the piano", None),
        ("a place where everyone knows my name and the coffee is cheap", None),
    ],
)
def test_an_organisation_is_a_short_phrase_headed_by_a_kind_of_organisation(
    value: str, name: str | None
) -> None:
    assert organisation(value) == name


def test_only_a_definite_organisation_is_one_known_to_the_listener() -> None:
    nlp = load_spacy()
    assert definite("clinic", nlp("The clinic where Rami works is closing."))
    assert not definite("clinic", nlp("Rami works at a clinic."))


@pytest.mark.parametrize(
    ("text", "edge"),
    [
        ("Solveig works at the pharmacy on Dock Street.", ("Solveig", "WORKS_AT", "pharmacy", "current")),
        ("The bakery where Tomasz works opens at six.", ("Tomasz", "WORKS_AT", "bakery", "current")),
        ("Rafael quit his job at the warehouse.", ("Rafael", "WORKS_AT", "warehouse", "ended")),
    ],
)
def test_a_definite_workplace_is_an_organisation_with_an_edge(
    extractor: SpacyExtractor, text: str, edge: tuple[str, str, str, str]
) -> None:
    result = extractor.extract(text)
    assert edge in edges(result), (edges(result), result.facts)
    assert any(e.name == edge[2] and e.type == "Org" for e in result.entities)


@pytest.mark.parametrize(
    "text", ["Rami works at a clinic.", "I love the library downtown.", "I work from home."]
)
def test_no_organisation_from_an_indefinite_or_a_liking(extractor: SpacyExtractor, text: str) -> None:
    result = extractor.extract(text)
    assert not any(e.type == "Org" for e in result.entities), result.entities


def test_a_named_person_something_was_done_with_is_known(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I had lunch with Oskar Lindqvist last week.")
    assert (SPEAKER, "KNOWS", "Oskar Lindqvist", "current") in edges(result)


def test_a_possessed_noun_in_a_relations_lexicon_states_it(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My nephew's university is Northgate University.")
    assert ("my nephew", "STUDIES_AT", "Northgate University", "current") in edges(result)


def test_a_corrected_workplace_is_no_former_one(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Sorry, I meant Ines teaches at the conservatory, not the academy.")
    assert not any(e.target_name == "academy" for e in result.edges), edges(result)


def test_a_former_workplace_is_one_ended_edge(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Priya used to work at the hospital downtown.")
    assert [e for e in edges(result) if e[2] == "hospital"] == [("Priya", "WORKS_AT", "hospital", "ended")]
