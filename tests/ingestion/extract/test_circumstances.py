"""Adverbial clauses: the main clause and the circumstance are both read ("When I was in Lagos, I
met Ingrid": a visit to Lagos, and meeting Ingrid). Pure: the extractor on sentences."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def edges(result: Extraction) -> set[tuple[str, str, str]]:
    return {(e.source_name, e.relation, e.target_name) for e in result.edges}


def test_a_past_place_under_when_is_a_visit_and_the_main_clause_stands(extractor: SpacyExtractor) -> None:
    result = extractor.extract("When I was in Lagos, I met Ingrid.")
    assert (SPEAKER, "VISITED", "Lagos") in edges(result)
    assert any(f.field == "meet" and f.value == "Ingrid" for f in result.facts)
    assert any(e.name == "Ingrid" and e.type == "Person" for e in result.entities)
    assert not any(e.relation == "LIVES_IN" for e in result.edges)


def test_a_time_of_life_under_when_gives_no_statement_of_its_own(extractor: SpacyExtractor) -> None:
    result = extractor.extract("When I was a teenager, I collected stamps.")
    assert not any(f.value == "teenager" or "teenager" in f.value for f in result.facts)
    assert any("stamps" in f.value for f in result.facts)


def test_a_language_learnt_is_the_verbs_object(extractor: SpacyExtractor) -> None:
    result = extractor.extract("After I moved to Lima, I learned Spanish.")
    assert any(f.value == "Spanish" for f in result.facts)
