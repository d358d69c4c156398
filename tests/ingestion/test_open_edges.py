"""Typed edges from the open reader through the real pipeline into Neo4j: a workplace named by a
definite common noun, volunteering kept apart from employment, an engagement named by a kin noun.
Sentences written for these tests."""

from __future__ import annotations

from hippograph.services import Services

EDGES = (
    "MATCH (a:Entity {user_id: $user_id})-[r]->(b:Entity {user_id: $user_id}) "
    "WHERE NOT type(r) IN ['SERVES'] RETURN a.name AS a, type(r) AS r, b.name AS b, b.type AS type"
)


async def edges(services: Services, user_id: str) -> set[tuple[str, str, str, str]]:
    rows = await services.db.run_statement(EDGES, user_id=user_id)
    return {(row["a"], row["r"], row["b"], row["type"]) for row in rows}


async def test_a_definite_workplace_becomes_an_organisation_with_an_edge(
    services: Services, user_id: str
) -> None:
    await services.rememberer.remember(user_id, "Solveig works at the pharmacy on Dock Street.")
    assert ("Solveig", "WORKS_AT", "pharmacy", "Org") in await edges(services, user_id)


async def test_volunteering_and_employment_are_two_relations(services: Services, user_id: str) -> None:
    await services.rememberer.remember(user_id, "Idris works at Copperfield Logistics.")
    await services.rememberer.remember(user_id, "Idris volunteers for the Harbourside Rescue Mission.")
    found = await edges(services, user_id)
    assert ("Idris", "WORKS_AT", "Copperfield Logistics", "Org") in found
    assert ("Idris", "VOLUNTEERS_AT", "Harbourside Rescue Mission", "Org") in found
    rows = await services.db.run_statement(
        "MATCH (:Entity {user_id: $user_id, name: 'Idris'})-[r:WORKS_AT]->() RETURN r.valid_to IS NULL AS open",
        user_id=user_id,
    )
    assert [row["open"] for row in rows] == [True]  # volunteering closed no employer


async def test_a_fiance_in_apposition_is_an_engagement(services: Services, user_id: str) -> None:
    await services.rememberer.remember(user_id, "Leopold, Marisol's fiancé, restores old boats.")
    found = {(a, r, b) for a, r, b, _ in await edges(services, user_id)}
    assert {("Marisol", "ENGAGED_TO", "Leopold"), ("Leopold", "ENGAGED_TO", "Marisol")} & found
