"""Compaction through the API: duplicates merged, long supersede chains shortened with every
version still in ``factHistory`` in order, orphans removed and named entities kept."""

from __future__ import annotations

from typing import Any

import pytest

from hippograph.auth import ApiKeys
from hippograph.graph.driver import Database
from tests.api.client import Api

ADD_ENTITY = 'mutation($n: String!) { addEntity(input: {name: $n, type: "Person"}) { id } }'
ADD_FACT = """mutation($e: ID!, $f: String!, $v: String!) {
  addFact(input: {entityId: $e, field: $f, value: $v, domainId: 11}) { id } }"""
UPDATE = "mutation($id: ID!, $v: String!) { updateFact(input: {id: $id, value: $v}) { id } }"
HISTORY = "query($id: ID!) { factHistory(id: $id) { id value active supersedesId supersededById } }"
LISTED = """{ facts(field: "lives_in", active: null, first: 100) {
  edges { node { id supersedesId supersededById } } } }"""
RUN = "mutation($job: HygieneJob!) { runHygiene(job: $job) { job scored merged folded orphans archived } }"
ORPHANS = """
MATCH (u:Entity {user_id: $user_id, role: 'user'})
CREATE (:Entity:Person {uid: randomUUID(), user_id: $user_id, name: 'Ghost', name_norm: 'ghost',
                        type: 'Person', aliases: []})
CREATE (s:Entity:Person {uid: randomUUID(), user_id: $user_id, name: 'Shadow', name_norm: 'shadow',
                         type: 'Person', aliases: []})
CREATE (s)-[:KNOWS {uid: randomUUID(), strength: 1.0}]->(u)
"""
NAMES = "MATCH (e:Entity {user_id: $user_id}) WHERE e.role IS NULL RETURN e.name AS name"
MERGED = """
MATCH (d:Fact {user_id: $user_id})-[:MERGED_INTO]->(k:Fact)
RETURN d.value AS dropped, d.active AS dropped_active, k.value AS kept, k.active AS kept_active
"""


@pytest.fixture
async def api(db: Database, service_url: str, user_id: str) -> Api:
    return Api(service_url, (await ApiKeys(db).create(user_id)).secret)


def update_chain(api: Api, fact_id: str, values: range) -> str:
    for n in values:
        fact_id = api.data(UPDATE, {"id": fact_id, "v": f"city {n}"})["updateFact"]["id"]
    return fact_id


def assert_complete_history(api: Api, fact_id: str, versions: int) -> list[dict[str, Any]]:
    history = api.data(HISTORY, {"id": fact_id})["factHistory"]
    assert [item["value"] for item in history] == [f"city {n}" for n in reversed(range(versions))]
    assert [item["active"] for item in history] == [True] + [False] * (versions - 1)
    ids = [item["id"] for item in history]
    assert [item["supersededById"] for item in history] == [None, *ids[:-1]]
    assert [item["supersedesId"] for item in history] == [*ids[1:], None]
    # The listing of facts (and the fact loader behind it) agree with the history.
    listed = {edge["node"]["id"]: edge["node"] for edge in api.data(LISTED)["facts"]["edges"]}
    assert [(listed[i]["supersedesId"], listed[i]["supersededById"]) for i in ids] == [
        (item["supersedesId"], item["supersededById"]) for item in history
    ]
    return history


async def test_compaction_merges_shortens_and_removes_orphans(api: Api, db: Database, user_id: str) -> None:
    anna = api.data(ADD_ENTITY, {"n": "Anna Lindqvist"})["addEntity"]["id"]
    api.data(ADD_ENTITY, {"n": "Bob Marley"})  # named by the user, nothing attached: kept
    first = api.data(ADD_FACT, {"e": anna, "f": "lives_in", "v": "city 0"})["addFact"]["id"]
    head = update_chain(api, first, range(1, 25))
    for value in ("sushi", "sushi", "pizza"):
        api.data(ADD_FACT, {"e": anna, "f": "likes", "v": value})
    await db.run_statement(ORPHANS, user_id=user_id)

    report = api.data(RUN, {"job": "COMPACT"})["runHygiene"]
    assert report == {"job": "COMPACT", "scored": 0, "merged": 1, "folded": 5, "orphans": 2, "archived": 0}

    # 25 versions, 20 in the chain and 5 folded off it: all listed, in order, from either end.
    assert_complete_history(api, head, 25)
    assert_complete_history(api, first, 25)
    merged = await db.run_statement(MERGED, user_id=user_id)
    assert merged == [{"dropped": "sushi", "dropped_active": False, "kept": "sushi", "kept_active": True}]
    names = {row["name"] for row in await db.run_statement(NAMES, user_id=user_id)}
    assert names == {"Anna Lindqvist", "Bob Marley"}

    # Ten more versions: the chain is folded again at a newer version; history stays whole.
    head = update_chain(api, head, range(25, 35))
    report = api.data(RUN, {"job": "COMPACT"})["runHygiene"]
    assert (report["merged"], report["folded"], report["orphans"]) == (0, 10, 0)
    assert_complete_history(api, head, 35)
    assert_complete_history(api, first, 35)
    assert api.data(RUN, {"job": "COMPACT"})["runHygiene"]["folded"] == 0
