"""An organisation said with "the" and no name ("works for the council") is an entity named by its
noun; a later turn that places or dates "the council" says it of that same entity, so a walk goes
from the person to the place. Through the real pipeline into Neo4j; sentences written for these
tests."""

from __future__ import annotations

from hippograph.services import Services

EDGES = (
    "MATCH (a:Entity {user_id: $user_id})-[r]->(b:Entity {user_id: $user_id}) "
    "WHERE NOT type(r) IN ['SERVES'] RETURN a.name AS a, type(r) AS r, b.name AS b"
)
NAMED = "MATCH (e:Entity {user_id: $user_id}) WHERE toLower(e.name) = $name RETURN count(e) AS n"


async def test_a_later_turn_places_the_same_unnamed_organisation(services: Services, user_id: str) -> None:
    await services.rememberer.remember(user_id, "My neighbour Farah works for the council.")
    await services.rememberer.remember(user_id, "The council is based in Croydon.")
    rows = await services.db.run_statement(EDGES, user_id=user_id)
    found = {(row["a"], row["r"], row["b"]) for row in rows}
    assert ("Farah", "WORKS_AT", "council") in found, found
    assert ("council", "LOCATED_IN", "Croydon") in found, found
    count = await services.db.run_statement(NAMED, user_id=user_id, name="council")
    assert [row["n"] for row in count] == [1]


async def test_a_passing_state_of_an_unnamed_place_is_no_fact(services: Services, user_id: str) -> None:
    """Guard: "the hospital was packed" says nothing lasting of any hospital."""
    result = await services.rememberer.remember(user_id, "The hospital was packed this morning.")
    assert not result.facts and not result.edges
