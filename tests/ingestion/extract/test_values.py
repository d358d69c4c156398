"""A fact's field names its predicate and its value is the object or complement as a whole
constituent: events with objects, amounts, measures, negated activities, owned nouns located in
time or place, corrections. Sentences written for these tests. No Neo4j: pure."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extract.bare_verbs import gerund
from hippograph.ingestion.extract.gate import fragment
from hippograph.ingestion.extraction import SPEAKER, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def facts(result: Extraction) -> set[tuple[str, str, str, str]]:
    return {(f.entity_name, f.field, f.value, f.status) for f in result.facts}


# -- events with an object: the field is the predicate, the value its object ------------------------


def test_an_event_with_an_object_is_not_the_clause_restated(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Ilse adopted two retired greyhounds in 2021.")
    adopted = [f for f in result.facts if f.entity_name == "Ilse"]
    assert [(f.field, f.value) for f in adopted] == [("adopt", "two retired greyhounds")]
    assert adopted[0].when == "2021"
    assert not any(f.field == "event" for f in result.facts)


def test_a_purchase_keeps_its_object_apart_from_its_price(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I bought a secondhand piano for 800 pounds.")
    values = {f.value for f in result.facts if f.entity_name == SPEAKER}
    assert "secondhand piano" in values
    assert "800 pounds" in values
    assert not any("piano for" in v for v in values)


def test_an_event_without_an_object_stays_an_event(extractor: SpacyExtractor) -> None:
    result = extractor.extract("We got engaged in Kyoto.")
    assert any(f.field == "event" and f.value == "got engaged" for f in result.facts)


def test_selling_still_ends_the_possession(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My uncle sold his fishing boat.")
    assert ("my uncle", "possession", "fishing boat", "ended") in facts(result)


# -- amounts and measures ---------------------------------------------------------------------------


def test_an_expense_names_what_is_paid_for(extractor: SpacyExtractor) -> None:
    assert (SPEAKER, "electricity", "60 euros a month", "current") in facts(
        extractor.extract("I pay 60 euros a month for electricity.")
    )
    assert (SPEAKER, "mortgage", "2,100 dollars", "current") in facts(
        extractor.extract("My mortgage is 2,100 dollars.")
    )


def test_a_dimension_adjective_names_the_field(extractor: SpacyExtractor) -> None:
    assert ("my nephew", "height", "five feet", "current") in facts(
        extractor.extract("My nephew is five feet tall.")
    )
    assert ("my granddaughter", "age", "9 months old", "current") in facts(
        extractor.extract("My granddaughter is 9 months old.")
    )


def test_a_number_said_of_a_person_is_an_age(extractor: SpacyExtractor) -> None:
    assert ("my niece", "age", "seven", "current") in facts(extractor.extract("My niece is seven."))


def test_a_state_held_for_a_while(extractor: SpacyExtractor) -> None:
    assert (SPEAKER, "debt-free", "three years", "current") in facts(
        extractor.extract("I've been debt-free for three years.")
    )
    vegan = [f for f in extractor.extract("I've been vegetarian for six years.").facts if f.field == "diet"]
    assert [(f.value, f.metadata.get("duration")) for f in vegan] == [("vegetarian", "six years")]


def test_a_rate_of_a_verb_without_object(extractor: SpacyExtractor) -> None:
    assert (SPEAKER, "cycle", "twenty kilometres a day", "current") in facts(
        extractor.extract("I cycle about twenty kilometres a day.")
    )


# -- negation ---------------------------------------------------------------------------------------


def test_a_negated_bare_activity_says_not(extractor: SpacyExtractor) -> None:
    assert ("Marisol", "not swim", "swimming", "current") in facts(extractor.extract("Marisol doesn't swim."))
    assert ("my grandfather", "not drink", "drinking", "current") in facts(
        extractor.extract("My grandfather never drinks.")
    )


def test_an_ended_bare_activity_ends_it(extractor: SpacyExtractor) -> None:
    assert (SPEAKER, "gamble", "gambling", "ended") in facts(extractor.extract("I don't gamble anymore."))


@pytest.mark.parametrize(
    "text", ["I don't know.", "It doesn't matter.", "She didn't come.", "I can't swim.", "Marisol swims."]
)
def test_replies_and_plain_verbs_give_no_bare_activity(extractor: SpacyExtractor, text: str) -> None:
    assert not [f for f in extractor.extract(text).facts if f.value.endswith("ing")]


def test_a_holiday_is_an_object_not_a_time(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My in-laws don't celebrate Thanksgiving.")
    found = [f for f in result.facts if f.value == "Thanksgiving"]
    assert found and found[0].field.startswith("not ")
    assert found[0].when is None


def test_never_been_to_a_place(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Bruno has never been to Africa.")
    assert ("Bruno", "not have been to", "Africa", "current") in facts(result)


# -- owned nouns located in time or place ---------------------------------------------------------------


def test_an_owned_noun_located_in_time_is_its_field(extractor: SpacyExtractor) -> None:
    assert ("Odile", "birthday", "November", "current") in facts(
        extractor.extract("Odile's birthday is in November.")
    )
    result = extractor.extract("My anniversary is in May.")
    assert (SPEAKER, "anniversary", "May", "current") in facts(result)
    assert not result.entities  # a month is not an entity


def test_an_owned_preference_is_its_value_whatever_the_tagger_made_of_it(
    extractor: SpacyExtractor,
) -> None:
    # The small model tags unknown nouns after "is" as adjectives ("acomp") and seasons as dates.
    assert ("Ines", "favourite dessert", "baklava", "current") in facts(
        extractor.extract("Ines's favourite dessert is baklava.")
    )
    assert ("my nephew", "favourite game", "chess", "current") in facts(
        extractor.extract("My nephew's favourite game is chess.")
    )
    result = extractor.extract("Rosa's favourite month is April.")
    assert ("Rosa", "favourite month", "April", "current") in facts(result)
    assert [e.name for e in result.entities] == ["Rosa"]  # a month is not an entity
    # An owned thing's state is not its owner's: nothing about the speaker.
    assert not extractor.extract("My laptop is slow.").facts


def test_what_only_a_person_has_makes_its_owner_a_person(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Sofia's hometown is Bergen.")
    types = {e.name: str(e.type) for e in result.entities}
    assert types == {"Sofia": "Person", "Bergen": "Place"}


# -- corrections ---------------------------------------------------------------------------------------


def test_a_correction_after_an_announcement_is_stored(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Let me correct myself, Joaquim works at Siemens now, not Bosch.")
    assert ("Joaquim", "employer", "Siemens", "current") in facts(result)
    assert ("Joaquim", "employer", "Bosch", "ended") in facts(result)
    assert all(f.correction for f in result.facts if f.status == "current")


def test_a_correction_with_a_number_is_stored(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Correction: my son is eleven, not ten.")
    assert ("my son", "age", "eleven", "current") in facts(result)
    assert ("my son", "age", "ten", "ended") in facts(result)


def test_an_announced_correction_without_a_wrong_value(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Sorry, I got that wrong: my sister lives in Ghent.")
    current = [f for f in result.facts if f.value == "Ghent"]
    assert current and current[0].entity_name == "my sister" and current[0].correction


# -- the gate's words ------------------------------------------------------------------------------


def test_numbers_and_months_are_not_fragments() -> None:
    assert not fragment("nine")
    assert not fragment("May")
    assert fragment("keep it")
    assert fragment("the")


def test_gerunds() -> None:
    assert [gerund(v) for v in ("cook", "jog", "dance", "tie", "open", "ski")] == [
        "cooking",
        "jogging",
        "dancing",
        "tying",
        "opening",
        "skiing",
    ]


# -- plans and schedules ---------------------------------------------------------------------------


def test_a_progressive_with_a_time_ahead_is_a_plan(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Wojtek's moving to Tallinn next spring.")
    # "'s" is "is" here (contractions.py): the rule table's plan, or the open reader's future
    assert {
        ("Wojtek", "will move to", "Tallinn", "current"),
        ("Wojtek", "planned_move", "Tallinn", "current"),
    } & facts(result)
    assert not any(e.relation == "LIVES_IN" for e in result.edges)


def test_a_progressive_now_is_still_a_state(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I'm living in Dundee these days.")
    assert any(f.field == "city" and f.value == "Dundee" for f in result.facts)


def test_an_opening_hour_said_in_words_is_a_value(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Harrow Street Bakery opens at six.")
    assert ("Harrow Street Bakery", "open at", "six", "current") in facts(result)


def test_a_time_word_that_modifies_a_noun_stays_in_the_value(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My nieces are looking forward to winter camp.")
    found = [f for f in result.facts if "camp" in f.value]
    assert found and found[0].value == "winter camp"
    assert found[0].when is None
    assert found[0].field == "look forward to"  # the phrasal verb whole, not "look to"


def test_a_counted_unit_under_a_dimension_is_a_measure_whatever_ner_says(
    extractor: SpacyExtractor,
) -> None:
    assert ("my niece", "height", "1.45 m", "current") in facts(extractor.extract("My niece is 1.45 m tall."))


def test_a_job_said_with_a_copula_is_a_role_whoever_it_is_about(extractor: SpacyExtractor) -> None:
    assert ("Tarek", "role", "plumber", "current") in facts(
        extractor.extract("His cousin Tarek is a plumber.")
    )
