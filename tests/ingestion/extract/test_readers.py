"""The open reader per construction, on sentences written for these tests. No Neo4j: pure."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import AGENT, SPEAKER, Extraction, FactCandidate, pronoun_ref
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def facts(result: Extraction) -> set[tuple[str, str, str]]:
    return {(f.entity_name, f.field, f.value) for f in result.facts}


def fact(result: Extraction, entity: str, value: str) -> FactCandidate:
    found = [f for f in result.facts if f.entity_name == entity and f.value == value]
    assert found, f"no fact {entity} = {value} in {facts(result)}"
    return found[0]


def types(result: Extraction) -> dict[str, str]:
    return {e.name: e.type for e in result.entities}


def edges(result: Extraction) -> set[tuple[str, str, str]]:
    return {(e.source_name, e.relation, e.target_name) for e in result.edges}


def test_a_copula_about_someone_else(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Oskar is a pharmacist.")
    assert {f.field for f in result.facts if f.entity_name == "Oskar" and "pharmacist" in f.value} & {
        "is",
        "role",
    }
    assert types(result)["Oskar"] == "Person"


def test_a_place_is_located_in_another(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Marlow Polytechnic is in Winnipeg.")
    assert ("Marlow Polytechnic", "is in", "Winnipeg") in facts(result)
    assert fact(result, "Marlow Polytechnic", "Winnipeg").value_entity == "Winnipeg"
    assert types(result) == {"Marlow Polytechnic": "Org", "Winnipeg": "Place"}
    assert ("Marlow Polytechnic", "LOCATED_IN", "Winnipeg") in edges(result)


def test_a_verb_and_its_prepositional_object_are_two_statements(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Dagny teaches pottery at Fernhill College.")
    assert ("Dagny", "teach", "pottery") in facts(result)
    assert fact(result, "Dagny", "Fernhill College").field in {"teach at", "employer"}
    assert ("Dagny", "WORKS_AT", "Fernhill College") in edges(result)


def test_possessive_and_apposition_name_a_relative(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Inez's brother Tobias is a welder.")
    assert fact(result, "Inez", "Tobias").value_entity == "Tobias"
    assert ("Inez", "SIBLING_OF", "Tobias") in edges(result)
    assert ("Tobias", "role", "welder") in facts(result)  # a welder is an occupation
    assert types(result)["Inez"] == "Person"


def test_an_apposition_before_the_verb_keeps_the_subject(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Rufus, my landlord, repairs old clocks.")
    assert ("Rufus", "repair", "old clocks") in facts(result)
    assert not any(f.entity_name == "my landlord" for f in result.facts)


def test_a_named_pet_is_a_pet_the_speaker_has(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I have a grey kitten named Pebble.")
    assert fact(result, SPEAKER, "Pebble").value_entity == "Pebble"
    assert types(result)["Pebble"] == "Pet"
    assert (SPEAKER, "HAS_PET", "Pebble") in edges(result)


def test_a_thing_of_the_speaker_is_called(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My bakery is called Crumb & Co.")
    named = [f for f in result.facts if f.entity_name == SPEAKER and f.field == "bakery"]
    assert named and named[0].value_entity is not None
    assert types(result)[named[0].value_entity] == "Org"


def test_coordinated_objects_are_separate_statements(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Hamid repairs bicycles and scooters.")
    assert {("Hamid", "repair", "bicycles"), ("Hamid", "repair", "scooters")} <= facts(result)


def test_a_relative_clause_is_about_the_noun_it_modifies(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I met Corinne, who builds violins in Cremona.")
    assert any(f.entity_name == "Corinne" and f.value.startswith("violins") for f in result.facts)


def test_a_quantity_stays_with_its_noun(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Basil owns two vineyards.")
    assert fact(result, "Basil", "two vineyards").field in {"own", "possession"}


def test_a_hedge_lowers_confidence_and_a_weak_modal_more(extractor: SpacyExtractor) -> None:
    plain = fact(extractor.extract("Odile plays the oboe."), "Odile", "oboe")
    hedged = fact(extractor.extract("I think Odile plays the oboe."), "Odile", "oboe")
    assert hedged.confidence < plain.confidence
    possible = [f for f in extractor.extract("Odile might play the oboe.").facts if "oboe" in f.value]
    assert possible
    assert all(f.confidence < hedged.confidence for f in possible)


def test_not_a_fan_is_a_dislike(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I'm not a fan of musicals.")
    assert (SPEAKER, "dislike", "musicals") in facts(result)


def test_used_to_and_no_longer_end_a_statement(extractor: SpacyExtractor) -> None:
    assert fact(extractor.extract("I used to collect stamps."), SPEAKER, "stamps").status == "ended"
    moved = extractor.extract("Priya no longer lives in Leeds.")
    assert fact(moved, "Priya", "Leeds").status == "ended"
    assert all(e.status == "ended" for e in moved.edges)
    assert fact(extractor.extract("Priya lives in Leeds."), "Priya", "Leeds").status == "current"


def test_quitting_a_job_ends_working_there(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Lorenzo quit his job at the shipyard.")
    left = [f for f in result.facts if f.entity_name == "Lorenzo" and f.value.endswith("shipyard")]
    assert left and all(f.status == "ended" for f in left)


def test_a_time_expression_is_kept_as_written(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I visited the Alhambra last spring.")
    visit = [f for f in result.facts if f.entity_name == SPEAKER and "Alhambra" in f.value]
    assert visit and visit[0].when == "last spring"


def test_a_plan_is_not_a_state(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I'll move to Tallinn in the autumn.")
    assert not any(f.field == "city" for f in result.facts)
    assert not any(e.relation == "LIVES_IN" for e in result.edges)


def test_she_is_the_woman_named_before_in_the_message(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My aunt Rosalind lives in Galway. She breeds horses.")
    assert ("Rosalind", "breed", "horses") in facts(result)


def test_she_with_no_antecedent_is_left_for_the_pipeline(extractor: SpacyExtractor) -> None:
    result = extractor.extract("She breeds horses.")
    assert (pronoun_ref("she"), "breed", "horses") in facts(result)


def test_an_instruction_to_the_assistant_is_an_agent_fact(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Whenever I ask you for a workout, always add a warm-up.")
    assert [(f.target, f.entity_name, f.field) for f in result.facts] == [("agent", AGENT, "instruction")]


@pytest.mark.parametrize(
    "text",
    ["Haha, totally!", "Thanks so much, that's really kind.", "Good morning!", "Where do you live?",
     "Take care, talk soon!", "Wow, that's awesome, Lena!"],
)  # fmt: skip
def test_small_talk_and_questions_give_nothing(extractor: SpacyExtractor, text: str) -> None:
    result = extractor.extract(text)
    assert not result.facts and not result.edges


@pytest.mark.parametrize(
    "text",
    ["I went to the farmers market with my kids yesterday.", "Nikos writes songs about the sea.",
     "I'm excited about the trip to Crete.", "We spent the weekend at the lake."],
)  # fmt: skip
def test_values_are_whole_constituents(extractor: SpacyExtractor, text: str) -> None:
    result = extractor.extract(text)
    assert result.facts
    for found in result.facts:
        last = found.value.split()[-1].casefold()
        assert last not in {"the", "a", "to", "of", "in", "with", "and", "my"}, found
        assert found.value.casefold() != text.casefold().rstrip(".")
