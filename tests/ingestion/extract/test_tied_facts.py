"""A fact whose value names an entity gets the edge its predicate or field declares, once the
message's evidence has typed the entity (tied_facts.py)."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def edges(result: Extraction) -> set[tuple[str, str, str]]:
    return {(e.source_name, e.relation, e.target_name) for e in result.edges}


def test_a_workplace_ner_mistook_is_tied_once_typed(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Ines teaches at the Sorbonne.")
    assert any(e.name == "Sorbonne" and e.type == "Org" for e in result.entities)
    assert ("Ines", "WORKS_AT", "Sorbonne") in edges(result)


def test_someone_met_is_known_once_a_person(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Last week I finally met Thandeka, who coaches netball.")
    assert (SPEAKER, "KNOWS", "Thandeka") in edges(result)


def test_an_opened_business_was_founded(extractor: SpacyExtractor) -> None:
    result = extractor.extract("The cafe that Rowan opened in May is always full.")
    assert ("Rowan", "FOUNDED", "cafe") in edges(result)
    assert not extractor.extract("I opened a savings account.").edges
