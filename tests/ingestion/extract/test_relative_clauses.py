"""Relative clauses on a name: "X, who ...," is a subject, not someone spoken to."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def facts(result: Extraction) -> set[tuple[str, str, str]]:
    return {(f.entity_name, f.field, f.value) for f in result.facts}


def types(result: Extraction) -> dict[str, str]:
    return {e.name: str(e.type) for e in result.entities}


def test_a_name_with_a_relative_clause_is_the_clauses_subject(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Tobias, who repairs violins in Graz, rarely travels.")
    assert any(f[0] == "Tobias" and "violin" in f[2] for f in facts(result))


def test_a_relative_said_in_a_relative_clause_is_named(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Noemi, who is my niece, lives in Lyon.")
    edges = {(e.source_name, e.relation, e.target_name) for e in result.edges}
    assert (SPEAKER, "RELATIVE_OF", "Noemi") in edges or any(
        s == SPEAKER and t == "Noemi" for s, _, t in edges
    )
    assert any(f[0] == "Noemi" and f[2] == "Lyon" for f in facts(result))
    assert not any(name.startswith("my ") for name in types(result))  # not a second "my niece"


def test_a_relatives_type_is_not_undone_by_a_guess(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Kwabena, who coaches football, is my brother-in-law.")
    assert types(result).get("Kwabena") == "Person"


def test_whoever_has_a_husband_is_a_person_and_the_edge_follows(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I share an office with Maartje, whose husband is a dentist.")
    assert types(result).get("Maartje") == "Person"
    for edge in result.edges:
        assert edge.relation not in {"USES", "WORKS_AT"}


def test_a_name_said_of_a_relative_or_a_pet_names_them(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My nephew's name is Anton.")
    edges = {(e.source_name, e.relation, e.target_name) for e in result.edges}
    assert any(s == SPEAKER and t == "Anton" for s, _, t in edges)
    assert types(result) == {"Anton": "Person"}
    assert not any(f[0] == f[2] for f in facts(result))  # nothing like "Anton: name = Anton"
    result = extractor.extract("Our kitten's name is Pickle.")
    assert types(result) == {"Pickle": "Pet"}
