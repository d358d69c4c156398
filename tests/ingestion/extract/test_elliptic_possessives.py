"""A name with a possessive that owns no noun names a shop, a school, a church ("Macy's is in Herald
Square", "St Oswald's is in Grasmere"): an organisation, not a person, and its "'s" is no
contracted "is" before the sentence's own verb."""

from __future__ import annotations

import pytest

from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "name", "place"),
    [
        ("Macy's is in Herald Square.", "Macy", "Herald Square"),
        ("St Oswald's is in Grasmere.", "St Oswald", "Grasmere"),
        ("Sotheby's is in Mayfair.", "Sotheby", "Mayfair"),
    ],
)
def test_an_elliptic_possessive_names_an_organisation(
    extractor: SpacyExtractor, text: str, name: str, place: str
) -> None:
    result = extractor.extract(text)
    named = [e for e in result.entities if e.name.removesuffix("'s") == name]
    assert named and all(e.type == "Org" for e in named), (text, result.entities)
    assert any(
        e.source_name.removesuffix("'s") == name and e.target_name == place and e.relation == "LOCATED_IN"
        for e in result.edges
    ), (text, result.edges)


@pytest.mark.parametrize(
    ("text", "name"), [("Priya's been ill all week.", "Priya"), ("Jonas's working late tonight.", "Jonas")]
)
def test_a_contracted_verb_after_a_first_name_stays_a_verb(
    extractor: SpacyExtractor, text: str, name: str
) -> None:
    """Guard: "Priya's been ill": "has been", Priya a person."""
    result = extractor.extract(text)
    assert all(e.type == "Person" for e in result.entities if e.name == name), result.entities


@pytest.mark.parametrize(
    ("text", "person", "relation", "name"),
    [
        ("My nephew goes to St Bede's.", "my nephew", "ATTENDS", "St Bede"),
        ("Halima is a nurse at St Luke's.", "Halima", "WORKS_AT", "St Luke"),
    ],
)
def test_one_name_with_or_without_the_possessive(
    extractor: SpacyExtractor, text: str, person: str, relation: str, name: str
) -> None:
    """NER's "St Bede's" and the readers' "St Bede" are one organisation, tied to whoever goes there."""
    result = extractor.extract(text)
    assert [(e.name, e.type) for e in result.entities if e.name.startswith("St ")] == [(name, "Org")], (
        result.entities
    )
    assert any(
        e.source_name == person and e.relation == relation and e.target_name == name for e in result.edges
    ), (text, result.edges)
