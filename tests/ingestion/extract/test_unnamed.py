"""Organisations named by a common noun (``extract/unnamed.py``): "works at the library" is one
place; a bare noun is the institution's activity ("started university", "is in hospital"), not a
place to link. Sentences written for these tests."""

from __future__ import annotations

from hippograph.ingestion.extraction import Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def ties(result: Extraction) -> set[tuple[str, str, str]]:
    return {(e.source_name, e.relation, e.target_name) for e in result.edges}


def test_starting_university_founds_nothing(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My goddaughter starts college in Dundee next autumn.")
    assert not any(e.relation == "FOUNDED" for e in result.edges)
    result = extractor.extract("Kemal's daughter has just started university.")
    assert not any(e.relation == "FOUNDED" for e in result.edges)


def test_a_definite_workplace_is_linked(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Zainab works at the dental clinic.")
    assert ("Zainab", "WORKS_AT", "dental clinic") in ties(result)


def test_someones_workplace_is_linked(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I work at my uncle's bakery.")
    assert any(e.relation == "WORKS_AT" and "bakery" in e.target_name for e in result.edges)


def test_a_named_institution_is_not_cut_to_its_common_noun(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My granddaughter studies history at the University of Bath.")
    assert "University" not in {e.name for e in result.entities}
    assert {e.target_name for e in result.edges if e.relation == "STUDIES_AT"} == {"University of Bath"}
    result = extractor.extract("My aunt works at the Bank of Scotland.")
    assert {e.target_name for e in result.edges if e.relation == "WORKS_AT"} == {"Bank of Scotland"}
