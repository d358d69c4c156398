"""References a turn makes to what the session's last turns named, resolved as a turn is planned
(``resolve_turn``) with the real extractor: a definite description ("the shop") takes up the named
thing it describes, a surname ("Dr. Halvorsen") the one person whose full name ends with it, a
common noun in a name's place ("Pudding is ...") the pet named so; and, through the real pipeline
into Neo4j, the same across remembered turns. Sentences written for these tests."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor, load_spacy
from hippograph.ingestion.subjects import Recent, resolve_turn
from hippograph.ingestion.turn import Turn
from hippograph.services import Services

TURN = Turn("u", "...", session_id="s")
EDGES = (
    "MATCH (a:Entity {user_id: $user_id})-[r]->(b:Entity {user_id: $user_id}) "
    "WHERE NOT type(r) IN ['SERVES'] RETURN a.name AS a, type(r) AS r, b.name AS b"
)


@pytest.fixture(scope="module")
def extractor() -> SpacyExtractor:
    return SpacyExtractor(load_spacy())


def edges(result: Extraction) -> set[tuple[str, str, str]]:
    return {(e.source_name, e.relation, e.target_name) for e in result.edges}


@pytest.mark.parametrize(
    ("text", "recent", "expected"),
    [
        (
            "The bookshop is in Durham.",
            [Recent("Saltmarsh Books", "Org", descriptor="bookshop")],
            ("Saltmarsh Books", "LOCATED_IN", "Durham"),
        ),
        (  # a noun for its kind: a bakery is a shop
            "The shop is in Wigan.",
            [Recent("Flourish", "Org", descriptor="bakery")],
            ("Flourish", "LOCATED_IN", "Wigan"),
        ),
        (  # any organisation is "the company"
            "The company is based in Turku.",
            [Recent("my brother", "Person", descriptor="brother"), Recent("Kestrel Dynamics", "Org")],
            ("Kestrel Dynamics", "LOCATED_IN", "Turku"),
        ),
    ],
)
def test_a_definite_description_takes_up_the_named_thing(
    extractor: SpacyExtractor, text: str, recent: list[Recent], expected: tuple[str, str, str]
) -> None:
    assert expected in edges(resolve_turn(extractor.extract(text), recent, TURN))


def test_two_things_the_description_fits_are_no_guess(extractor: SpacyExtractor) -> None:
    """Guard: two recent bakeries leave "the bakery" as it was said."""
    recent = [
        Recent("Flourish", "Org", descriptor="bakery"),
        Recent("Rye Society", "Org", descriptor="bakery"),
    ]
    found = edges(resolve_turn(extractor.extract("The bakery is in Wigan."), recent, TURN))
    assert not any(source in ("Flourish", "Rye Society") for source, _, _ in found)


def test_a_surname_names_the_person_named_in_full(extractor: SpacyExtractor) -> None:
    recent = [Recent("Ingrid Halvorsen", "Person")]
    resolved = resolve_turn(extractor.extract("Dr. Halvorsen works at Fjordside Clinic."), recent, TURN)
    assert ("Ingrid Halvorsen", "WORKS_AT", "Fjordside Clinic") in edges(resolved)


def test_a_common_noun_in_a_names_place_is_the_pet_named_so(extractor: SpacyExtractor) -> None:
    extraction = extractor.extract("Pudding is boarded at Hillview Kennels.")
    resolved = resolve_turn(extraction, [Recent("Pudding", "Pet", turn=3)], TURN)
    assert {f.entity_name for f in resolved.facts} == {"Pudding"}
    unknown = resolve_turn(extraction, [], TURN)  # no pet of that name: "pudding" was a noun
    assert not any(f.entity_name == "Pudding" for f in unknown.facts)


async def test_a_later_turn_places_the_named_shop_it_calls_the_bakery(
    services: Services, user_id: str
) -> None:
    await services.rememberer.remember(user_id, "My uncle runs a bakery called Flourish.")
    await services.rememberer.remember(user_id, "The bakery is in Wigan.")
    rows = await services.db.run_statement(EDGES, user_id=user_id)
    assert ("Flourish", "LOCATED_IN", "Wigan") in {(r["a"], r["r"], r["b"]) for r in rows}


async def test_a_later_turn_says_of_the_pet_what_its_noun_name_does(services: Services, user_id: str) -> None:
    await services.rememberer.remember(user_id, "My aunt has a spaniel called Pudding.")
    result = await services.rememberer.remember(user_id, "Pudding is boarded at Hillview Kennels.")
    assert result.facts, result
