"""A thing one keeps, had in the simple past, is no longer had."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def edges(result: Extraction) -> set[tuple[str, str, str, str]]:
    return {(e.source_name, e.relation, e.target_name, e.status) for e in result.edges}


def test_a_possession_in_the_simple_past_is_ended(extractor: SpacyExtractor) -> None:
    for text, edge in (
        ("My grandmother had a bakery called Rosette.", ("my grandmother", "OWNS", "Rosette", "ended")),
        ("I had a dog named Rex.", (SPEAKER, "HAS_PET", "Rex", "ended")),
        (
            "My grandfather owned a farm called Hollow Creek.",
            ("my grandfather", "OWNS", "Hollow Creek", "ended"),
        ),
    ):
        assert edge in edges(extractor.extract(text)), text
    assert any(
        f.value == "Vespa" and f.status == "ended" for f in extractor.extract("I owned a Vespa.").facts
    )


def test_having_now_getting_and_experiences_end_nothing(extractor: SpacyExtractor) -> None:
    assert (SPEAKER, "HAS_PET", "Rex", "current") in edges(extractor.extract("I have a dog named Rex."))
    for text in (
        "I bought a Vespa.",
        "I had a cold last week.",
        "I've had my car for ten years.",
        "I had lunch with Ana.",
    ):
        assert all(f.status == "current" for f in extractor.extract(text).facts), text
