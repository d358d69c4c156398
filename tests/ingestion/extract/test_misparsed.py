"""Misparses of the small model the grammar itself tells, repaired before the readers: a "have"
taken for the auxiliary of a noun ("I have type 1 diabetes" read as "have typed"), a finite verb
taken for the modifier of a noun ("Kenji, my roommate, works night shifts ..."); and a dwelling
moved out of, which is the home left, never a city. Sentences written for these tests."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import SPEAKER, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def statements(result: Extraction) -> set[tuple[str, str, str, str]]:
    return {(f.entity_name, f.field, f.value, f.status) for f in result.facts}


@pytest.mark.parametrize(
    ("text", "who", "value"),
    [
        ("I have type 1 diabetes.", SPEAKER, "type 1 diabetes"),
        ("My mum has type 2 diabetes.", "my mum", "type 2 diabetes"),
        ("I have stage 1 hypertension.", SPEAKER, "stage 1 hypertension"),
        ("My dad has stage 3 cancer.", "my dad", "stage 3 cancer"),
    ],
)
def test_a_noun_after_have_is_what_is_had_never_a_verb(
    extractor: SpacyExtractor, text: str, who: str, value: str
) -> None:
    found = statements(extractor.extract(text))
    assert (who, "condition", value, "current") in found
    assert not any(field in {"type", "stage"} for _, field, _, _ in found)


@pytest.mark.parametrize("text", ["I have finished my thesis.", "I have never been to Peru."])
def test_a_perfect_have_stays_an_auxiliary(extractor: SpacyExtractor, text: str) -> None:
    assert not any(field == "condition" for _, field, _, _ in statements(extractor.extract(text)))


def test_a_verb_after_an_apposition_heads_the_clause(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Kenji, my roommate, works night shifts at the airport.")
    found = statements(result)
    assert ("Kenji", "work at", "the airport", "current") in found
    assert not any(field == "is" for _, field, _, _ in found)
    assert {(e.source_name, e.relation, e.target_name) for e in result.edges} >= {
        (SPEAKER, "KNOWS", "Kenji"),
        ("Kenji", "WORKS_AT", "airport"),
    }


@pytest.mark.parametrize(
    ("text", "who", "home"),
    [
        ("I moved out of my parents' place.", SPEAKER, "parents' place"),
        ("I moved out of my boyfriend's apartment.", SPEAKER, "boyfriend's apartment"),
        ("We moved out of our old house last spring.", SPEAKER, "old house"),
        ("I finally moved out of my aunt's flat.", SPEAKER, "aunt's flat"),
        ("He moved out of the cabin.", "@pronoun:he", "cabin"),
    ],
)
def test_moving_out_of_a_dwelling_ends_the_home_never_a_city(
    extractor: SpacyExtractor, text: str, who: str, home: str
) -> None:
    found = statements(extractor.extract(text))
    assert (who, "home", home, "ended") in found
    assert not any(field == "city" for _, field, _, _ in found)


def test_moving_out_of_a_city_still_ends_the_city(extractor: SpacyExtractor) -> None:
    assert (SPEAKER, "city", "Tallinn", "ended") in statements(extractor.extract("I moved out of Tallinn."))
