"""A statement whose predicate no relation means still links its subject to the entity its value
names (the open tie, RELATES_TO, with its predicate on the edge); a new name whose only type
evidence is NER's label takes the type the relation's range admits, and a stored type is never
overwritten. Through the real pipeline into Neo4j; sentences written for these tests."""

from __future__ import annotations

from hippograph.services import Services

EDGES = (
    "MATCH (a:Entity {user_id: $user_id})-[r]->(b:Entity {user_id: $user_id}) "
    "WHERE NOT type(r) IN ['SERVES'] "
    "RETURN a.name AS a, type(r) AS r, b.name AS b, b.type AS type, r.predicate AS predicate"
)


async def edges(services: Services, user_id: str) -> set[tuple[str, str, str, str, str | None]]:
    rows = await services.db.run_statement(EDGES, user_id=user_id)
    return {(row["a"], row["r"], row["b"], row["type"], row["predicate"]) for row in rows}


async def test_an_unmapped_predicate_links_its_value_entity(services: Services, user_id: str) -> None:
    result = await services.rememberer.remember(user_id, "Kian is treated at Elmstead Clinic.")
    assert [f.field for f in result.facts if f.value == "Elmstead Clinic"]  # still a fact of its own
    found = await edges(services, user_id)
    assert ("Kian", "RELATES_TO", "Elmstead Clinic", "Org", "is_treated_at") in found


async def test_a_mapped_predicate_keeps_its_typed_edge_and_no_open_tie(
    services: Services, user_id: str
) -> None:
    await services.rememberer.remember(user_id, "Kian works at Elmstead Clinic.")
    relations = {
        r for a, r, b, _, _ in await edges(services, user_id) if (a, b) == ("Kian", "Elmstead Clinic")
    }
    assert relations == {"WORKS_AT"}


async def test_a_name_only_ner_typed_takes_the_relations_range(services: Services, user_id: str) -> None:
    await services.rememberer.remember(user_id, "My cousin Ottilie founded Paper Moon.")
    found = {(a, r, b, t) for a, r, b, t, _ in await edges(services, user_id)}
    assert ("Ottilie", "FOUNDED", "Paper Moon", "Org") in found


async def test_a_stored_type_is_never_overwritten(services: Services, user_id: str) -> None:
    await services.rememberer.remember(user_id, "I visited Paper Moon last summer.")
    await services.rememberer.remember(user_id, "My uncle Osric founded Paper Moon.")
    found = await edges(services, user_id)
    types = {b: t for _, _, b, t, _ in found}
    assert types["Paper Moon"] == "Place"  # as first stored: the new turn's guess changes nothing
    # FOUNDED refuses a place; the statement still names it, so the open tie links the two.
    assert ("Osric", "RELATES_TO", "Paper Moon", "Place", "found") in found


async def test_a_titled_name_as_a_value_links_the_person(services: Services, user_id: str) -> None:
    await services.rememberer.remember(user_id, "My physiotherapist is Dr. Ruth Mbeki.")
    linked = {(r, b, p) for a, r, b, _, p in await edges(services, user_id) if a != "Ruth Mbeki"}
    # a role noun of the speaker's: someone the speaker knows, the declared tie (no open RELATES_TO)
    assert ("KNOWS", "Ruth Mbeki", "physiotherapist") in linked


async def test_a_pet_named_like_a_person_stays_the_pet(services: Services, user_id: str) -> None:
    # "Clementine" is a girl's name to the gazetteer: a gender, which a pet has too, is no
    # evidence that the known pet is someone else.
    await services.rememberer.remember(user_id, "My neighbour Odile has a whippet named Clementine.")
    result = await services.rememberer.remember(user_id, "Clementine is treated at Fernhill Vets.")
    assert {(e.name, e.method) for e in result.entities if e.name == "Clementine"} == {
        ("Clementine", "exact")
    }
    rows = await services.db.run_statement(
        "MATCH (e:Entity {user_id: $user_id, name: 'Clementine'}) RETURN e.type AS type", user_id=user_id
    )
    assert [row["type"] for row in rows] == ["Pet"]
    found = {(a, r, b, p) for a, r, b, _, p in await edges(services, user_id)}
    assert ("Clementine", "RELATES_TO", "Fernhill Vets", "is_treated_at") in found
