"""mergeEntities moves facts, edges and aliases; unmergeEntities restores the namespace exactly."""

from __future__ import annotations

from hippograph.graph.driver import Database
from tests.api.client import Api, dump

ADD = 'mutation($n: String!, $a: [String!]!) { addEntity(input: {name: $n, type: "Person", aliases: $a}) { id } }'
EDGE = "mutation($s: ID!, $r: String!, $t: ID!) { addEdge(input: {sourceId: $s, relation: $r, targetId: $t}) { id strength } }"
FACT = 'mutation($e: ID!, $v: String!) { addFact(input: {entityId: $e, field: "job", value: $v, domainId: 7}) { id } }'
ENTITY = "query($id: ID!) { entity(id: $id) { names facts { id } edges { relation strength source { id } target { id } } aliases { alias } } }"


async def test_merge_then_unmerge_restores_the_graph(api: Api, db: Database, user_id: str) -> None:
    api.data('mutation { remember(input: {userMessage: "My friend Bob works at Initech"}) { episodeId } }')
    bob = api.data('{ entity(name: "Bob") { id } }')["entity"]["id"]
    robert = api.data(ADD, {"n": "Robert", "a": ["Bobby"]})["addEntity"]["id"]
    initech = api.data('{ entity(name: "Initech") { id } }')["entity"]["id"]
    carol = api.data(ADD, {"n": "Carol", "a": []})["addEntity"]["id"]
    api.data(FACT, {"e": robert, "v": "engineer"})
    api.data(EDGE, {"s": robert, "r": "WORKS_AT", "t": initech})  # Bob has this edge too: strengthened
    api.data(EDGE, {"s": carol, "r": "SIBLING_OF", "t": robert})  # incoming, copied
    api.data(EDGE, {"s": robert, "r": "KNOWS", "t": bob})  # between the two: not copied
    user = api.data("{ me { userId } }")["me"]["userId"]
    assert user == user_id
    before = await dump(db, user_id)

    merged = api.data(
        "mutation($k: ID!, $d: ID!) { mergeEntities(keepId: $k, dropId: $d) { id droppedId droppedName movedFacts movedEdges movedAliases kept { id names } } }",
        {"k": bob, "d": robert},
    )["mergeEntities"]
    assert (merged["droppedName"], merged["movedFacts"], merged["movedEdges"], merged["movedAliases"]) == (
        "Robert",
        1,
        2,
        1,
    )
    assert {"Robert", "Bobby"} <= set(merged["kept"]["names"])
    assert api.code("query($id: ID!) { entity(id: $id) { id } }", {"id": robert}) == "NOT_FOUND"
    kept = api.data(ENTITY, {"id": bob})["entity"]
    assert {a["alias"] for a in kept["aliases"]} >= {"Robert", "Bobby"}
    works = [e for e in kept["edges"] if e["relation"] == "WORKS_AT"]
    assert len(works) == 1 and works[0]["strength"] == 2.0
    assert [e["source"]["id"] for e in kept["edges"] if e["relation"] == "SIBLING_OF"] == [carol]
    assert api.data('{ entity(name: "Bobby") { id } }')["entity"]["id"] == bob
    assert await dump(db, user_id) != before

    restored = api.data("mutation($m: ID!) { unmergeEntities(mergeId: $m) { id } }", {"m": merged["id"]})
    assert restored["unmergeEntities"]["id"] == robert
    assert await dump(db, user_id) == before
    assert (
        api.code("mutation($m: ID!) { unmergeEntities(mergeId: $m) { id } }", {"m": merged["id"]})
        == "NOT_FOUND"
    )


def test_the_fixed_entities_cannot_be_dropped(api: Api) -> None:
    agent = api.data("{ agentSelf { id } }")["agentSelf"]["id"]
    other = api.data(ADD, {"n": "Max", "a": []})["addEntity"]["id"]
    assert (
        api.code(
            "mutation($k: ID!, $d: ID!) { mergeEntities(keepId: $k, dropId: $d) { id } }",
            {"k": other, "d": agent},
        )
        == "BAD_INPUT"
    )
    assert (
        api.code(
            "mutation($k: ID!, $d: ID!) { mergeEntities(keepId: $k, dropId: $d) { id } }",
            {"k": other, "d": other},
        )
        == "BAD_INPUT"
    )
    merged = api.data(
        "mutation($k: ID!, $d: ID!) { mergeEntities(keepId: $k, dropId: $d) { kept { id } } }",
        {"k": agent, "d": other},
    )
    assert merged["mergeEntities"]["kept"]["id"] == agent
