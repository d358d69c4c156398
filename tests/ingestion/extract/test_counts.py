"""Quantities of people: relatives counted and named together ("two brothers, Luca and Marco"),
an age reached ("turned five") and an age said in words ("ninety-two"). Sentences written for
these tests."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def facts(result: Extraction) -> set[tuple[str, str, str]]:
    return {(f.entity_name, f.field, f.value) for f in result.facts}


def ties(result: Extraction) -> set[tuple[str, str, str]]:
    return {(e.source_name, e.relation, e.target_name) for e in result.edges}


def test_every_relative_counted_and_named_is_one(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I have two brothers, Luca and Marco.")
    assert {(SPEAKER, "SIBLING_OF", "Luca"), (SPEAKER, "SIBLING_OF", "Marco")} <= ties(result), ties(result)
    assert (SPEAKER, "have", "two brothers") in facts(result), facts(result)
    result = extractor.extract("I don't have two sisters, Ana and Eva.")
    assert not any(t in {"Ana", "Eva"} for _, _, t in ties(result)), ties(result)


def test_an_age_reached_is_an_age(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My daughter turned five last week.")
    assert ("my daughter", "age", "five") in facts(result), facts(result)
    result = extractor.extract("Omar turns 40 in May.")  # not that age yet
    assert not any(f == "age" for _, f, _ in facts(result)), facts(result)
    result = extractor.extract("The milk turned sour.")
    assert not any(f == "age" for _, f, _ in facts(result)), facts(result)


def test_an_age_said_in_words_is_an_age(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My grandfather is ninety-two.")
    assert ("my grandfather", "age", "ninety-two") in facts(result), facts(result)
