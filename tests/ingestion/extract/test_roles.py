"""A role's place: a nurse at a hospital works there, a student at a university studies there.
Sentences written for these tests."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def ties(result: Extraction) -> set[tuple[str, str, str]]:
    return {(e.source_name, e.relation, e.target_name) for e in result.edges}


def test_a_student_studies_where_she_is_one(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Femi is a student at Lagos Business School.")
    assert ("Femi", "STUDIES_AT", "Lagos Business School") in ties(result)
    assert not any(e.relation == "WORKS_AT" for e in result.edges)


def test_an_undergraduate_too(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I'm an undergraduate at Trinity College.")
    assert (SPEAKER, "STUDIES_AT", "Trinity College") in ties(result)


def test_a_worker_works_where_he_is_one(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Ilya is an engineer at Ericsson.")
    assert ("Ilya", "WORKS_AT", "Ericsson") in ties(result)


def test_a_place_after_a_role_is_no_visit(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My godmother is a midwife in Galway.")
    assert not any(e.relation == "VISITED" for e in result.edges)
