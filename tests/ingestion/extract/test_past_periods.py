"""A state said in the simple past for a counted stretch of time is over ("was in the merchant
navy for forty years"); said in the perfect ("I've been at Deloitte for two years") it still holds."""

from __future__ import annotations

import pytest

from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("My grandad was in the merchant navy for forty years.", "navy"),
        ("Ines was at Deloitte for two years.", "Deloitte"),
        ("I sang in a gospel choir for a decade.", "choir"),
    ],
)
def test_a_counted_past_period_is_over(extractor: SpacyExtractor, text: str, value: str) -> None:
    result = extractor.extract(text)
    said = [f for f in result.facts if value in f.value] + [e for e in result.edges if value in e.target_name]
    assert said and all(s.status == "ended" for s in said), (text, result.facts, result.edges)


def test_a_period_said_in_the_perfect_still_holds(extractor: SpacyExtractor) -> None:
    """Guard."""
    result = extractor.extract("I've been at Deloitte for two years.")
    said = [f for f in result.facts if "Deloitte" in f.value] + [
        e for e in result.edges if e.target_name == "Deloitte"
    ]
    assert said and all(s.status == "current" for s in said), (result.facts, result.edges)
