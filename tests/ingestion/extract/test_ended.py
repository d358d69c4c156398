"""Ended states read from the verb's meaning and aspect, and in-sentence corrections: the extractor
alone (no Neo4j). The pipeline tests (tests/ingestion/test_ended_statements.py) check what the
writer then ends; these check the statements themselves on wordings of every kind."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extract.ended import readings
from hippograph.ingestion.extraction import SPEAKER, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor, load_spacy
from hippograph.ontology import load_ontology


def statements(result: Extraction) -> set[tuple[str, str, str, str]]:
    return {(f.entity_name, f.field, f.value, f.status) for f in result.facts}


ENDED = [
    ("I've given up smoking.", (SPEAKER, "habit", "smoking")),
    ("I gave up chocolate for Lent.", (SPEAKER, "habit", "chocolate")),
    ("I quit drinking soda.", (SPEAKER, "drink", "soda")),
    ("I sold my kayak.", (SPEAKER, "possession", "kayak")),
    ("I moved out of Ghent.", (SPEAKER, "city", "Ghent")),
    ("Farah moved away from Malmo.", ("Farah", "city", "Malmo")),
    ("I resigned from Acme Foods.", (SPEAKER, "employer", "Acme Foods")),
    ("I'm no longer vegan.", (SPEAKER, "diet", "vegan")),
    ("I don't live in Krakow anymore.", (SPEAKER, "city", "Krakow")),
    ("I used to live in Nantes.", (SPEAKER, "city", "Nantes")),
    ("We broke up in May.", (SPEAKER, "partner", "")),
    ("I split up with Dario.", (SPEAKER, "partner", "Dario")),
]


@pytest.mark.parametrize(("text", "expected"), ENDED, ids=[t for t, _ in ENDED])
def test_a_stop_is_an_ended_statement_never_a_current_one(
    extractor: SpacyExtractor, text: str, expected: tuple[str, str, str]
) -> None:
    found = statements(extractor.extract(text))
    assert (*expected, "ended") in found
    # nothing about what stopped is stored as current ("event = sold my kayak", "give up = smoking")
    subject, _, value = expected
    current = [s for s in found if s[3] == "current" and s[0] == subject and value and value in s[2]]
    assert [s for s in current if not s[1].startswith("former_")] == []  # "former_city" is about the past


def test_an_ending_keeps_the_edge_it_closes(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I left Siemens last spring.")
    # the end of the present tie, beside the lexicon's current statement about the past
    assert {(e.relation, e.target_name, e.status, e.when) for e in result.edges} == {
        ("WORKS_AT", "Siemens", "ended", "last spring"),
        ("WORKED_AT", "Siemens", "current", "last spring"),
    }


def test_negatives_questions_and_plans_end_nothing(extractor: SpacyExtractor) -> None:
    for text in (
        "I don't own a car.",
        "Did you sell your bike?",
        "I might quit my job.",
        "I will sell my car.",
    ):
        assert not [f for f in extractor.extract(text).facts if f.status == "ended"], text


def test_which_tie_a_verb_ends_comes_from_the_ontology(extractor: SpacyExtractor) -> None:
    ontology = load_ontology()
    assert [r.name for r in ontology.relations_ended_by("sell")] == ["OWNS"]
    assert "LIVES_IN" in {r.name for r in ontology.relations_ended_by("leave", "User", "Place")}
    doc = load_spacy()("She quit the choir.")
    assert [(r.relation, r.fallback_field) for r in readings(doc[:])] == [("MEMBER_OF", "community")]


CORRECTIONS = [
    ("Actually I work at Globex now, not Initech.", "employer", "Globex", "Initech"),
    ("I'm allergic to shellfish, not peanuts.", "allergy", "shellfish", "peanuts"),
    ("No wait, Hector works at the library, not the museum.", "employer", "library", "museum"),
]


@pytest.mark.parametrize(("text", "field", "right", "wrong"), CORRECTIONS, ids=[c[0] for c in CORRECTIONS])
def test_a_correction_makes_one_value_current_and_ends_the_other(
    extractor: SpacyExtractor, text: str, field: str, right: str, wrong: str
) -> None:
    facts = [f for f in extractor.extract(text).facts if f.field == field]
    assert {(f.value, f.status) for f in facts} == {(right, "current"), (wrong, "ended")}
    assert all(f.correction for f in facts if f.status == "current")
    assert not [f for f in extractor.extract(text).facts if f.field.startswith("not")]


def test_finishing_ends_a_course_never_a_thing_done(extractor: SpacyExtractor) -> None:
    for text in (
        "Karin and I finished the puzzle.",
        "My sister finished her thesis.",
        "We finished the marathon.",
    ):
        result = extractor.extract(text)
        assert not [f for f in result.facts if f.field == "school"], text
        assert not [e for e in result.edges if e.relation in {"STUDIES_AT", "STUDIED_AT"}], text
    for text in ("I finished my degree in May.", "Omar finished the programme last week."):
        result = extractor.extract(text)
        assert [f for f in result.facts if f.field == "school" and f.status == "ended"], text


def test_someone_coordinated_with_the_speaker_is_a_person(extractor: SpacyExtractor) -> None:
    for text in ("Karin and I finished the puzzle.", "Me and Karin went to Paris."):
        assert ("Karin", "Person") in {(e.name, e.type) for e in extractor.extract(text).entities}, text


def test_a_named_pet_lost_ends_the_pet_not_a_possession(extractor: SpacyExtractor) -> None:
    facts = extractor.extract("We lost our dog Max.").facts
    assert [(f.field, f.status) for f in facts if "Max" in f.value] == [("pet", "ended")]
