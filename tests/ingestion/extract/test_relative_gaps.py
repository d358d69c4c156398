"""Relative clauses read from the parse: the noun a relative clause modifies is its object when the
clause has a subject of its own ("the bakery that my uncle runs"), whatever the parser made of
"that"; "whose" is the possessive of the noun the clause is about ("Ana, whose husband is a pilot");
and what the main clause says is never read as the relative clause's object. Sentences written for
these tests."""

from __future__ import annotations

from hippograph.ingestion.extraction import Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def facts(result: Extraction) -> set[tuple[str, str, str]]:
    return {(f.entity_name, f.field, f.value) for f in result.facts}


def test_the_noun_is_the_object_of_a_clause_with_its_own_subject(extractor: SpacyExtractor) -> None:
    """ "that" parsed as a second subject of "runs" is its object: the uncle runs the bakery."""
    for text, who, thing in (
        ("The bakery that my uncle runs sells croissants.", "my uncle", "bakery"),
        ("The garage that my brother manages is on Elm Street.", "my brother", "garage"),
    ):
        found = facts(extractor.extract(text))
        assert any(s == who and thing in v.casefold() for s, _, v in found), (text, found)


def test_whose_is_the_possessive_of_the_noun_the_clause_is_about(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Ana, whose husband is a pilot, teaches yoga.")
    assert ("Ana's husband", "role", "pilot") in facts(result), facts(result)
    assert ("Ana", "teach", "yoga") in facts(result)
    result = extractor.extract("Kofi, whose daughter studies at Yale, lives in Accra.")
    edges = {(e.source_name, e.relation, e.target_name) for e in result.edges}
    assert ("Kofi's daughter", "STUDIES_AT", "Yale") in edges, edges
    assert not any(v == "Kofi" for _, _, v in facts(result)), facts(result)  # Kofi is no object


def test_the_main_clause_is_not_the_relative_clauses_object(extractor: SpacyExtractor) -> None:
    for text, wrong in (
        ("The shop my aunt owns sells antiques.", "sells"),
        ("The restaurant that Maya owns is in Brixton.", "is in"),
        ("The dog that we adopted is called Rufus.", "adopted is"),
    ):
        found = facts(extractor.extract(text))
        assert not any(wrong in v for _, _, v in found), (text, found)
