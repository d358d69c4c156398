"""What type every named thing is, and who a statement is about, per construction, on sentences
written for these tests. No Neo4j: the extractor alone."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extract import contextual_types
from hippograph.ingestion.extraction import SPEAKER, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def types(result: Extraction) -> dict[str, str]:
    return {e.name: e.type for e in result.entities}


def subjects(result: Extraction) -> set[str]:
    return {f.entity_name for f in result.facts} | {e.source_name for e in result.edges}


def facts(result: Extraction) -> set[tuple[str, str, str]]:
    return {(f.entity_name, f.field, f.value) for f in result.facts}


def edges(result: Extraction) -> set[tuple[str, str, str]]:
    return {(e.source_name, e.relation, e.target_name) for e in result.edges}


# --- people the small NER types as places, groups or events -------------------------------------------
@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Bertrand has two sisters.", "Bertrand"),  # whoever has siblings
        ("Wilhelmina isn't in the choir anymore.", "Wilhelmina"),  # a member of a body
        ("Leontine rides a black Ducati.", "Leontine"),  # the subject of a human activity
        ("Priya's favourite film is Paddington.", "Priya"),  # whoever has a favourite
    ],
)
def test_a_person_is_typed_a_person_by_her_role(extractor: SpacyExtractor, text: str, name: str) -> None:
    assert types(extractor.extract(text)).get(name) == "Person"


def test_a_known_first_name_gives_a_person_and_a_gender(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Matteo is on the swim team.")
    matteo = next(e for e in result.entities if e.name == "Matteo")
    assert (matteo.type, matteo.gender) == ("Person", "male")


def test_a_famous_place_with_a_first_name_stays_a_place(extractor: SpacyExtractor) -> None:
    assert types(extractor.extract("We spent a week in Madison."))["Madison"] == "Place"
    assert types(extractor.extract("I work at Ford now."))["Ford"] == "Org"


# --- things -----------------------------------------------------------------------------------------------
def test_what_one_drives_or_rides_is_a_product(extractor: SpacyExtractor) -> None:
    assert types(extractor.extract("Ana drives a Lexus."))["Lexus"] == "Product"  # a first name too
    assert types(extractor.extract("Leontine rides a black Ducati."))["Ducati"] == "Product"


def test_an_org_suffix_names_an_org_and_the_whole_name_is_kept(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Hargreave & Sons, the firm I audit, is based in Derby.")
    assert types(result).get("Hargreave & Sons") == "Org"
    assert "Hargreave" not in types(result)


def test_the_noun_a_name_is_given_to_types_it(extractor: SpacyExtractor) -> None:
    assert types(extractor.extract("She published a memoir titled Quiet Harbour."))["Quiet Harbour"] == "Work"
    assert (
        types(extractor.extract("My grandfather built a sailboat named Marigold."))["Marigold"] == "Product"
    )
    assert types(extractor.extract("Our cottage is called Fern Hollow."))["Fern Hollow"] == "Place"


def test_without_the_gazetteer_typing_still_works(
    extractor: SpacyExtractor, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(contextual_types, "_first_names", lambda: None)
    assert contextual_types.first_name_gender("Bertrand") == (False, None)
    assert types(extractor.extract("Bertrand has two sisters."))["Bertrand"] == "Person"


# --- naming -----------------------------------------------------------------------------------------------
def test_a_pet_named_by_a_verb_belongs_to_its_namer(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My nephew named his hamster Biscuit.")
    assert types(result)["Biscuit"] == "Pet"
    assert ("my nephew", "HAS_PET", "Biscuit") in edges(result)


def test_a_pet_of_someone_named_with_its_kind(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Lorenzo's dog is a whippet named Sable.")
    assert ("Sable", "is", "whippet") in facts(result)
    assert ("Lorenzo", "HAS_PET", "Sable") in edges(result)
    assert types(result)["Sable"] == "Pet"


def test_a_thing_named_by_a_passive_is_typed_by_its_noun(extractor: SpacyExtractor) -> None:
    result = extractor.extract("The mare I groom on Sundays is named Clover.")
    assert types(result)["Clover"] == "Pet"


# --- who it is about --------------------------------------------------------------------------------------
def test_my_landlord_is_a_person_of_his_own(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My accountant lives in Galway.")
    assert "my accountant" in subjects(result)
    assert SPEAKER not in subjects(result)


def test_a_hedged_report_is_about_its_inner_subject(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I'm fairly sure my plumber speaks Polish.")
    assert ("my plumber", "SPEAKS", "Polish") in edges(result)
    assert SPEAKER not in subjects(result)


def test_a_relative_of_a_relative(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My cousin's husband teaches maths in Cork.")
    assert "my cousin's husband" in subjects(result)
    assert SPEAKER not in {f.entity_name for f in result.facts}
    assert {(SPEAKER, "COUSIN_OF", "my cousin"), ("my cousin", "MARRIED_TO", "my cousin's husband")} <= edges(
        result
    )


def test_where_someone_s_thing_is_is_not_where_the_speaker_is(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My sister's studio is in Lisbon.")
    assert ("my sister", "studio", "Lisbon") in facts(result)
    assert not [e for e in result.edges if e.source_name == SPEAKER and e.target_name == "Lisbon"]


def test_an_owned_thing_doing_something_is_the_thing(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My laptop crashed during the presentation.")
    assert SPEAKER not in subjects(result)


def test_a_question_states_nothing_but_names_its_people(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Did I mention my aunt Rosalind?")
    assert result.facts == [] and result.edges == []
    rosalind = next(e for e in result.entities if e.name == "Rosalind")
    assert (rosalind.type, rosalind.gender) == ("Person", "female")


@pytest.mark.parametrize(
    "text",
    [
        "My grandparents retired to Madeira.",
        "My nieces study chemistry in Graz.",
        "Our neighbours' kids play the drums.",
    ],
)
def test_relatives_in_the_plural_are_one_entity_named_as_said(extractor: SpacyExtractor, text: str) -> None:
    """A plural relative is named as said ("my grandparents"), never also in the singular, which
    made two entities of the same people and doubled their edges."""
    result = extractor.extract(text)
    people = [e.name for e in result.entities if e.type == "Person"]
    said = [name for name in people if name.split()[-1].endswith("s")]
    assert said, people
    assert not [name for name in people if f"{name}s" in people], people
    assert len({e.source_name for e in result.edges if e.relation == "LIVES_IN"}) <= 1


# Pets with human names: the noun that introduces the name ("my hamster Oscar", "Pip, my
# tortoise", "a foal ... named him Ziggy") types it a pet, above a first name and the verbs said of
# it, and the owner has it (HAS_PET).


def typed(result: Extraction, name: str) -> str | None:
    return next((e.type for e in result.entities if e.name == name), None)


def has_pet(result: Extraction, name: str) -> bool:
    return any(
        e.source_name == SPEAKER and e.relation == "HAS_PET" and e.target_name == name for e in result.edges
    )


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("My hamster Oscar escaped yesterday.", "Oscar"),
        ("My labrador George adores swimming.", "George"),
        ("We got a puppy and named him Charlie.", "Charlie"),
        ("Pip, my tortoise, sleeps all winter.", "Pip"),
    ],
)
def test_a_pet_named_like_a_person_is_a_pet_of_the_speaker(
    extractor: SpacyExtractor, text: str, name: str
) -> None:
    result = extractor.extract(text)
    assert typed(result, name) == "Pet", result.entities
    assert has_pet(result, name), result.edges


def test_the_noun_before_the_name_is_not_part_of_it(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My labrador George adores swimming.")
    assert not any("labrador" in e.name.casefold() for e in result.entities)
    assert not any("labrador" in f.entity_name.casefold() for f in result.facts)


def test_a_person_named_after_a_child_is_no_pet(extractor: SpacyExtractor) -> None:
    result = extractor.extract("We had a baby last spring and called her Rosa.")
    assert typed(result, "Rosa") != "Pet"
    assert not any(e.relation == "HAS_PET" for e in result.edges)


def test_a_place_said_after_in_is_no_person(extractor: SpacyExtractor) -> None:
    """ "Valencia", "Florence": names of people too, but nothing is "in" a person."""
    result = extractor.extract("Rosalind runs a flower stall in Florence.")
    assert {e.name: e.type for e in result.entities}.get("Florence") == "Place"


def test_someone_met_is_a_person(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Last summer I met Brooklyn at a wedding.")
    assert {e.name: e.type for e in result.entities}.get("Brooklyn") == "Person"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("My great-uncle Alasdair served in the Crimean War.", "Crimean War"),
        ("Tomasz sang at the Lindqvist Family Reunion.", "Lindqvist Family Reunion"),
        ("Our daughter competed in the Leinster Chess Championships.", "Leinster Chess Championships"),
    ],
)
def test_a_name_whose_last_word_is_an_occasion_is_an_event(
    extractor: SpacyExtractor, text: str, name: str
) -> None:
    # "in the X War" reads like a place by its preposition; the name's own head says it happened
    assert types(extractor.extract(text)).get(name) == "Event"


def test_a_first_name_that_acts_is_a_person(extractor: SpacyExtractor) -> None:
    for text, name in (
        ("Kaveh weighs about 80 kilos.", "Kaveh"),
        ("Claudia earns 40,000 euros a year.", "Claudia"),
    ):
        assert any(e.name == name and e.type == "Person" for e in extractor.extract(text).entities), text
    assert any(
        e.name == "Florence" and e.type == "Place" for e in extractor.extract("I moved to Florence.").entities
    )


def test_what_one_plays_for_is_a_team(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Olek, whose sister plays for Benfica, is a chef.")
    assert any(e.name == "Benfica" and e.type == "Org" for e in result.entities), result.entities
