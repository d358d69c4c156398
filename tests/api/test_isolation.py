"""Two users, two keys: every query and mutation tried with the other user's ids finds nothing
and changes nothing (the other namespace is dumped before and after)."""

from __future__ import annotations

from typing import Any

from hippograph.graph.driver import Database
from tests.api.client import Api, dump
from tests.api.conftest import MakeApi


def _seed(bob: Api) -> dict[str, Any]:
    """Bob's namespace: remembered turns, a stated entity with an alias, edges, a merge."""
    remembered = bob.data(
        'mutation { remember(input: {userMessage: "My sister Zelda works at Hyrule Corp"}) { facts { id } entities { id name } } }'
    )["remember"]
    add = 'mutation($n: String!) { addEntity(input: {name: $n, type: "Person", aliases: ["Link Hero"]}) { id } }'
    link = bob.data(add, {"n": "Link"})["addEntity"]["id"]
    ganon = bob.data(add, {"n": "Ganon"})["addEntity"]["id"]
    edge = bob.data(
        'mutation($s: ID!, $t: ID!) { addEdge(input: {sourceId: $s, relation: "KNOWS", targetId: $t}) { id } }',
        {"s": link, "t": ganon},
    )["addEdge"]["id"]
    fact = bob.data(
        'mutation($e: ID!) { addFact(input: {entityId: $e, field: "weapon", value: "master sword", domainId: 5}) { id } }',
        {"e": link},
    )["addFact"]["id"]
    twin = bob.data(add, {"n": "Ganondorf"})["addEntity"]["id"]
    merge = bob.data(
        "mutation($k: ID!, $d: ID!) { mergeEntities(keepId: $k, dropId: $d) { id } }", {"k": ganon, "d": twin}
    )["mergeEntities"]["id"]
    agent = bob.data("{ agentSelf { id } }")["agentSelf"]["id"]
    return {
        "link": link,
        "ganon": ganon,
        "edge": edge,
        "fact": fact,
        "merge": merge,
        "agent": agent,
        "remembered_fact": remembered["facts"][0]["id"],
    }


async def test_nothing_crosses_namespaces(make_api: MakeApi, db: Database) -> None:
    alice = await make_api()
    bob = await make_api()
    bob_user = bob.data("{ me { userId } }")["me"]["userId"]
    alice.data('mutation { remember(input: {userMessage: "I live in Porto"}) { episodeId } }')
    ids = _seed(bob)
    before = await dump(db, bob_user)

    def not_found(query: str, variables: dict[str, Any]) -> None:
        assert alice.code(query, variables) == "NOT_FOUND", query

    for key in ("link", "ganon", "agent"):
        not_found("query($id: ID!) { entity(id: $id) { id } }", {"id": ids[key]})
    not_found("query($id: ID!) { factHistory(id: $id) { id } }", {"id": ids["fact"]})
    not_found("mutation($id: ID!) { forgetFact(id: $id) { id } }", {"id": ids["fact"]})
    not_found("mutation($id: ID!) { reinforceFact(id: $id) { id } }", {"id": ids["fact"]})
    not_found("mutation($id: ID!) { demoteFact(id: $id) { id } }", {"id": ids["remembered_fact"]})
    not_found(
        'mutation($id: ID!) { updateFact(input: {id: $id, value: "a stick"}) { id } }', {"id": ids["fact"]}
    )
    not_found(
        'mutation($id: ID!) { addFact(input: {entityId: $id, field: "x", value: "y", domainId: 1}) { id } }',
        {"id": ids["link"]},
    )
    not_found("mutation($id: ID!) { forgetEntity(id: $id) { facts } }", {"id": ids["link"]})
    not_found("mutation($id: ID!) { removeEdge(id: $id) { id } }", {"id": ids["edge"]})
    not_found("mutation($id: ID!) { unmergeEntities(mergeId: $id) { id } }", {"id": ids["merge"]})
    own = alice.data("{ agentSelf { id } }")["agentSelf"]["id"]
    for variables in ({"k": own, "d": ids["link"]}, {"k": ids["link"], "d": ids["ganon"]}):
        not_found("mutation($k: ID!, $d: ID!) { mergeEntities(keepId: $k, dropId: $d) { id } }", variables)
    not_found(
        'mutation($s: ID!, $t: ID!) { addEdge(input: {sourceId: $s, relation: "KNOWS", targetId: $t}) { id } }',
        {"s": own, "t": ids["link"]},
    )

    assert (
        alice.data(
            "query($a: ID!, $b: ID!) { paths(fromId: $a, toId: $b, maxHops: 4) { steps } }",
            {"a": ids["link"], "b": ids["ganon"]},
        )["paths"]
        == []
    )
    assert (
        alice.data(
            "query($a: ID!, $b: ID!) { paths(fromId: $a, toId: $b, maxHops: 4) { steps } }",
            {"a": own, "b": ids["link"]},
        )["paths"]
        == []
    )
    assert alice.code('{ entity(name: "Link Hero") { id } }', None) == "NOT_FOUND"
    assert (
        alice.data('{ entities(search: "Link Ganon Zelda Hyrule") { totalCount } }')["entities"]["totalCount"]
        == 0
    )
    assert (
        alice.data(
            "query($id: ID!) { facts(entityId: $id, active: null) { totalCount } }", {"id": ids["link"]}
        )["facts"]["totalCount"]
        == 0
    )
    listed = alice.data("{ entities(first: 100) { edges { node { id name } } } }")["entities"]["edges"]
    assert not {e["node"]["id"] for e in listed} & set(ids.values())
    recalled = alice.data(
        '{ recall(query: "Who knows Ganon and where does Zelda work? master sword") { facts { id value } entities { id } episodes { content } } }'
    )["recall"]
    assert not {f["id"] for f in recalled["facts"]} & set(ids.values())
    assert not {e["id"] for e in recalled["entities"]} & set(ids.values())
    assert not [e for e in recalled["episodes"] if "Zelda" in e["content"]]
    assert [d["factCount"] for d in alice.data("{ domains { factCount } }")["domains"]].count(0) >= 13

    alice.data("mutation { forgetMe { total } }")  # erases Alice's namespace only
    assert await dump(db, bob_user) == before
