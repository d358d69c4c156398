"""Facts about people other than the speaker inside possessives and appositions: what a
relative said by a pronoun's possessive does, what a named relative does when the parser took
the verb for a noun or the name for a common noun."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import Extraction, pronoun_ref
from hippograph.ingestion.spacy_extractor import SpacyExtractor
from hippograph.ingestion.subjects import Recent, resolve_turn
from hippograph.ingestion.turn import Turn


def _facts(result: Extraction) -> set[tuple[str, str, str]]:
    return {(f.entity_name, f.field, f.value) for f in result.facts}


def _edges(result: Extraction) -> set[tuple[str, str, str]]:
    return {(e.source_name, e.relation, e.target_name) for e in result.edges}


@pytest.mark.parametrize(
    ("text", "owner", "relative", "relation", "field", "value"),
    [
        ("Her nephew installs boilers in Hull.", "she", "nephew", "RELATIVE_OF", "install", "boilers"),
        ("His wife teaches at a primary school.", "he", "wife", "MARRIED_TO", "teach at", "primary school"),
    ],
)
def test_a_relative_said_by_a_pronouns_possessive_is_the_antecedents_relative(
    extractor: SpacyExtractor, text: str, owner: str, relative: str, relation: str, field: str, value: str
) -> None:
    result = extractor.extract(text)
    said = f"{pronoun_ref(owner)}'s {relative}"
    assert any(f.entity_name == said and f.field == field and f.value.endswith(value) for f in result.facts)
    assert (pronoun_ref(owner), relation, said) in _edges(result)


def test_in_the_same_message_the_possessive_is_the_person_just_named(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I had dinner with Bruno. His daughter studies dentistry.")
    assert ("Bruno", "PARENT_OF", "Bruno's daughter") in _edges(result)
    assert any(f.entity_name == "Bruno's daughter" for f in result.facts)


def test_the_pipeline_resolves_a_pronouns_relative_across_turns(extractor: SpacyExtractor) -> None:
    extraction = extractor.extract("His son plays the cello in an orchestra.")
    resolved = resolve_turn(extraction, [Recent("Farid", "Person", "male")], Turn("u", "s"))
    assert ("Farid", "PARENT_OF", "Farid's son") in _edges(resolved)
    assert any(f.entity_name == "Farid's son" and "cello" in f.value for f in resolved.facts)
    assert {"Farid", "Farid's son"} <= {e.name for e in resolved.entities}
    alone = resolve_turn(extraction, [], Turn("u", "s"))  # no antecedent: nothing about a stranger
    assert not alone.edges and not any(e.name.startswith("@") for e in alone.entities)


@pytest.mark.parametrize(
    ("text", "owner", "relation", "person", "field", "value"),
    [
        ("Lucia's brother Marco repairs motorbikes.", "Lucia", "SIBLING_OF", "Marco", "repair", "motorbikes"),
        ("Svea's daughter Linnea studies physics at Uppsala University.", "Svea", "PARENT_OF", "Linnea", "education", "physics"),
    ],
)  # fmt: skip
def test_a_named_relative_of_someone_is_read_when_the_verb_was_taken_for_a_noun(
    extractor: SpacyExtractor, text: str, owner: str, relation: str, person: str, field: str, value: str
) -> None:
    result = extractor.extract(text)
    assert (owner, relation, person) in _edges(result)
    assert (person, field, value) in _facts(result)
    assert "Person" in {e.type for e in result.entities if e.name == person}


def test_a_name_after_a_relative_is_not_a_day(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I phoned my mother Sunday.")
    assert not any(e.name == "Sunday" for e in result.entities)  # a guard: a day is no one's name


@pytest.mark.parametrize(
    ("text", "relation", "person"),
    [
        ("Zoltan is a colleague from the lab.", "COLLEAGUE_OF", "Zoltan"),
        ("Ines is the neighbour who waters my plants.", "NEIGHBOUR_OF", "Ines"),
    ],
)
def test_a_name_said_to_be_an_unowned_friend_or_colleague_is_the_speakers(
    extractor: SpacyExtractor, text: str, relation: str, person: str
) -> None:
    assert ("@speaker", relation, person) in _edges(extractor.extract(text))


def test_a_name_said_not_to_be_a_friend_or_someone_elses_is_no_tie_of_the_speaker(
    extractor: SpacyExtractor,
) -> None:  # a guard: the tie needs "a", or "the" with the speaker in its clause
    for text in ("Zoltan is not a colleague.", "Ines is the neighbour who complained."):
        assert not [e for e in extractor.extract(text).edges if e.source_name == "@speaker"], text


@pytest.mark.parametrize(
    ("text", "field", "value"),
    [
        ("I take care of my grandfather.", "take care of", "grandfather"),
        ("We keep track of our expenses.", "keep track of", "expenses"),
    ],
)
def test_a_light_verb_with_a_bare_noun_is_one_predicate(
    extractor: SpacyExtractor, text: str, field: str, value: str
) -> None:
    assert ("@speaker", field, value) in _facts(extractor.extract(text))


def test_a_particle_adverb_stays_with_a_measured_verb(extractor: SpacyExtractor) -> None:
    assert ("@speaker", "put aside", "4,000 euros") in _facts(
        extractor.extract("I've put aside 4,000 euros.")
    )


def test_a_stay_somewhere_is_a_visit_not_a_home(extractor: SpacyExtractor) -> None:
    edges = _edges(extractor.extract("We stayed in Valencia for ten days."))
    assert ("@speaker", "VISITED", "Valencia") in edges
    assert not [e for e in edges if e[1] in {"LIVES_IN", "LIVED_IN"}]


def test_a_pet_kept_under_a_name_is_had_by_its_keeper(extractor: SpacyExtractor) -> None:
    edges = _edges(extractor.extract("My uncle keeps a tortoise named Humphrey."))
    assert ("my uncle", "HAS_PET", "Humphrey") in edges


def test_a_relative_one_had_is_had_no_more(extractor: SpacyExtractor) -> None:
    had = [f for f in extractor.extract("I had a sister.").facts if "sister" in f.value]
    assert had and all(f.status == "ended" for f in had)
    over = extractor.extract("I had a cousin over for lunch.").facts  # a guard: a visit ends nothing
    assert all(f.status == "current" for f in over)


def test_a_value_that_names_a_person_is_no_vehicle(extractor: SpacyExtractor) -> None:
    facts = extractor.extract("I drive my daughter to ballet.").facts
    assert not [f for f in facts if f.field in {"vehicle", "possession"}]
    assert ("@speaker", "vehicle", "Peugeot") in _facts(extractor.extract("I drive a Peugeot."))  # a guard


def test_a_move_from_a_place_said_with_here_is_a_former_home(extractor: SpacyExtractor) -> None:
    assert ("@speaker", "LIVED_IN", "Glasgow") in _edges(extractor.extract("We moved here from Glasgow."))


def test_a_name_from_work_is_a_colleague_and_the_subject_of_its_verb(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Ravi from work is moving to Lisbon.")
    assert ("@speaker", "COLLEAGUE_OF", "Ravi") in _edges(result)
    assert [(f.entity_name, f.value) for f in result.facts if f.value == "Lisbon"] == [("Ravi", "Lisbon")]
    assert not [f for f in result.facts if f.value == "work"]


def test_a_godparent_is_a_relative(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Last summer I stayed with Ana, my godmother, in Porto.")
    assert ("@speaker", "RELATIVE_OF", "Ana") in _edges(result)
    assert "Person" in {e.type for e in result.entities if e.name == "Ana"}


def test_a_title_with_a_name_in_apposition_is_that_person(extractor: SpacyExtractor) -> None:
    result = extractor.extract("The new CTO, Priya Raman, used to work at Siemens.")
    assert ("Priya Raman", "WORKED_AT", "Siemens") in _edges(result)
    assert {f.entity_name for f in result.facts} == {"Priya Raman"}  # never "CTO Priya"


def test_what_the_noun_in_apposition_to_a_name_does_is_the_named_ones(extractor: SpacyExtractor) -> None:
    facts = _facts(extractor.extract("Marek, the guy who runs our chess club, is a baker."))
    assert ("Marek", "run", "chess club") in facts


def test_a_name_with_a_who_clause_is_a_person(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I work with Gemma, who used to be a nurse.")
    assert ("@speaker", "COLLEAGUE_OF", "Gemma") in _edges(result)
    assert {e.type for e in result.entities if e.name == "Gemma"} == {"Person"}


@pytest.mark.parametrize(
    ("text", "person", "role"),
    [
        ("My sister got promoted to senior editor.", "my sister", "senior editor"),
        ("Tunde was appointed head coach in March.", "Tunde", "head coach"),
    ],
)
def test_a_post_one_is_given_is_ones_role(
    extractor: SpacyExtractor, text: str, person: str, role: str
) -> None:
    assert (person, "role", role) in _facts(extractor.extract(text))


def test_a_place_someone_was_visited_in_is_visited(extractor: SpacyExtractor) -> None:
    edges = _edges(extractor.extract("In May I visited my aunt Rosa in Salvador."))
    assert ("@speaker", "VISITED", "Salvador") in edges


def test_a_name_tagged_a_plural_noun_still_owns_its_relative(extractor: SpacyExtractor) -> None:
    assert ("Flowers", "PARENT_OF", "Ned") in _edges(extractor.extract("Flowers's son Ned lives in Hull."))


@pytest.mark.parametrize(
    "text",
    [
        "Going forward, put the summary at the top.",
        "Next time I ask about flights, check the baggage rules first.",
    ],
)
def test_a_request_said_for_the_times_to_come_is_an_instruction(extractor: SpacyExtractor, text: str) -> None:
    facts = extractor.extract(text).facts
    assert [(f.entity_name, f.field) for f in facts] == [("@agent", "instruction")]


def test_a_plan_for_next_time_is_no_instruction(extractor: SpacyExtractor) -> None:  # a guard
    assert not [
        f for f in extractor.extract("Next time I visit, let's go to the beach.").facts if f.target == "agent"
    ]


def test_familiar_words_for_relatives_are_relatives(extractor: SpacyExtractor) -> None:
    facts = _facts(extractor.extract("My granddad was a welder."))
    assert ("my granddad", "role", "welder") in facts
    assert ("@speaker", "RELATIVE_OF", "my granny") in _edges(extractor.extract("My granny lives in Sligo."))


def test_a_contracted_is_parsed_as_the_root_is_a_verb(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I had tea with Marco. His wife's from Bologna.")
    assert ("Marco's wife", "FROM", "Bologna") in _edges(result)


def test_a_relative_in_apposition_with_a_named_role_is_the_named_one(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My uncle, a retired welder called Bernard, lives in Hull.")
    assert ("Bernard", "role", "retired welder") in _facts(result)
    assert ("Bernard", "LIVES_IN", "Hull") in _edges(result)
    assert ("@speaker", "RELATIVE_OF", "Bernard") in _edges(result)


def test_a_first_name_in_company_is_a_person_a_later_possessive_stands_for(extractor: SpacyExtractor) -> None:
    result = extractor.extract("We went to a concert with Tamsin. Her brother plays the oboe.")
    assert "Person" in {e.type for e in result.entities if e.name == "Tamsin"}
    assert ("Tamsin", "SIBLING_OF", "Tamsin's brother") in _edges(result)


def test_a_first_name_in_company_is_a_person_whatever_ner_guessed(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I had dinner with Tamsin on Friday.")
    assert {e.type for e in result.entities if e.name == "Tamsin"} == {"Person"}


def test_a_name_said_to_be_a_thing_of_a_kind_in_a_place_is_located_there(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Casa Lola is a tapas restaurant in Valencia.")
    assert ("Casa Lola", "LOCATED_IN", "Valencia") in _edges(result)
    assert {e.type for e in result.entities if e.name == "Casa Lola"} == {"Org"}


def test_a_name_said_to_be_the_speakers_role_holder_is_known_to_the_speaker(
    extractor: SpacyExtractor,
) -> None:
    result = extractor.extract("Ayesha is my physiotherapist.")
    assert ("@speaker", "KNOWS", "Ayesha") in _edges(result)
    assert not extractor.extract("Adele is my favourite singer.").edges  # a guard: a liking, no tie


def test_a_mate_is_a_friend(extractor: SpacyExtractor) -> None:
    assert ("@speaker", "FRIEND_OF", "my mate") in _edges(extractor.extract("My mate is a plumber."))


def test_someone_at_a_place_of_study_studies_there(extractor: SpacyExtractor) -> None:
    edges = _edges(extractor.extract("Our son is at Keele University."))
    assert ("my son", "STUDIES_AT", "Keele University") in edges
    assert ("Luis", "WORKS_AT", "Google") in _edges(extractor.extract("Luis is at Google now."))  # a guard


def test_starting_at_a_place_of_study_is_studying_there(extractor: SpacyExtractor) -> None:
    edges = _edges(extractor.extract("My niece just started at Exeter University."))
    assert ("my niece", "STUDIES_AT", "Exeter University") in edges


def test_a_deed_one_is_thinking_of_is_a_plan(extractor: SpacyExtractor) -> None:
    facts = extractor.extract("We're thinking of moving to Bordeaux.").facts
    assert [(f.field, f.value) for f in facts if f.value == "Bordeaux"] == [("will move to", "Bordeaux")]
    assert not [f for f in facts if f.field.startswith("think")]


def test_each_of_several_names_a_plural_noun_is_given_is_its_own_pet(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My cousin keeps two rabbits named Bramble and Thistle.")
    assert {("my cousin", "HAS_PET", "Bramble"), ("my cousin", "HAS_PET", "Thistle")} <= _edges(result)
    assert not [e for e in result.entities if " and" in e.name]


def test_boys_or_girls_one_has_are_ones_children(extractor: SpacyExtractor) -> None:
    edges = _edges(extractor.extract("Yara has twin girls, Selma and Dunia."))
    assert {("Yara", "PARENT_OF", "Selma"), ("Yara", "PARENT_OF", "Dunia")} <= edges
    assert ("Kemi", "PARENT_OF", "Dayo") in _edges(extractor.extract("Kemi has a boy named Dayo."))


def test_a_business_of_a_relative_said_as_a_subject_is_theirs(extractor: SpacyExtractor) -> None:
    edges = _edges(extractor.extract("My cousin's bakery sells sourdough."))
    assert ("my cousin", "OWNS", "my cousin's bakery") in edges
    assert ("@speaker", "COUSIN_OF", "my cousin") in edges


def test_their_relative_across_turns_is_the_groups(extractor: SpacyExtractor) -> None:
    extraction = extractor.extract("Their daughter teaches judo.")
    resolved = resolve_turn(extraction, [Recent("the Okonkwos", "Org")], Turn("u", "s"))
    assert ("the Okonkwos", "PARENT_OF", "the Okonkwos' daughter") in _edges(resolved)


def test_a_relative_clause_that_was_something_does_not_crash_the_reader(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My uncle, who used to be a chef, now grows orchids.")  # crashed on old main
    assert ("my uncle", "role", "chef") in _facts(result)


def test_a_diet_said_ahead_of_the_speakers_clause_is_the_speakers(extractor: SpacyExtractor) -> None:
    facts = _facts(extractor.extract("Well, vegetarian really, I eat eggs."))
    assert {("@speaker", "diet", "vegetarian"), ("@speaker", "eat", "eggs")} <= facts
