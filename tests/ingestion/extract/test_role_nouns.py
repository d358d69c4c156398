"""A name said to hold a role ("a dental hygienist", "a landscape gardener") is a person's, and
a role held "in" or "at" somewhere is work there, whatever NER guessed of the name."""

from __future__ import annotations

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def _types(extractor: SpacyExtractor, text: str) -> dict[str, str]:
    return {e.name: e.type for e in extractor.extract(text).entities}


def test_a_name_with_a_role_by_copula_is_a_person(extractor: SpacyExtractor) -> None:
    text = "Imogen is a hygienist in Ludlow."
    result = extractor.extract(text)
    assert _types(extractor, text).get("Imogen") == "Person"
    edges = {(e.source_name, e.relation, e.target_name) for e in result.edges}
    assert ("Imogen", "WORKS_IN", "Ludlow") in edges, edges


def test_a_name_with_a_role_in_apposition_is_a_person(extractor: SpacyExtractor) -> None:
    assert _types(extractor, "We hired Salford, a dog walker.").get("Salford") == "Person"


def test_a_relatives_role_held_somewhere_is_work_there(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My aunt, a chemist in Basel, sent us chocolate.")
    facts = {(f.entity_name, f.field, f.value) for f in result.facts}
    assert ("my aunt", "role", "chemist") in facts, facts
    edges = {(e.source_name, e.relation, e.target_name) for e in result.edges}
    assert ("my aunt", "WORKS_IN", "Basel") in edges, edges


def test_where_a_role_is_held_is_an_organisation(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Our neighbour, a porter at Euston, waters our plants.")
    assert {e.name: e.type for e in result.entities}.get("Euston") == "Org"
    edges = {(e.source_name, e.relation, e.target_name) for e in result.edges}
    assert ("my neighbour", "WORKS_AT", "Euston") in edges, edges
    assert not any(e.relation == "KNOWS" and e.target_name == "Euston" for e in result.edges)
