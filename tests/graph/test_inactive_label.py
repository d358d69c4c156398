"""The label ``:Inactive`` (hippograph/graph/models.py ``INACTIVE``) is on exactly the facts with
``active: false``, whatever made them so or active again: a superseding remember, a statement that
something is over, updateFact, forgetFact, rejectFact (and the versions it gives back), a hygiene
compaction and its undo, a merge and its undo, an import (of a file with or without the label);
and migration 0013 gives it to the facts made inactive before it existed."""

from __future__ import annotations

import json
import uuid
from pathlib import Path

from hippograph.cypher import statements
from hippograph.graph.driver import Database
from hippograph.transfer.restore import restore
from tests.api import conftest as api_fixtures
from tests.api.client import Api
from tests.transfer.conftest import export_to

keys = api_fixtures.keys
make_api = api_fixtures.make_api
api = api_fixtures.api

STATE = """
MATCH (f:Fact {user_id: $user_id})
RETURN f.uid AS uid, f.value AS value, f.active AS active, f:Inactive AS labelled
"""
STRAYS = "MATCH (n:Inactive) WHERE n.user_id = $user_id AND NOT n:Fact RETURN labels(n) AS labels"
REMEMBER = "mutation($t: String!) { remember(input: {userMessage: $t}) { facts { id value } } }"
FACTS = "{ facts(active: null, first: 100) { edges { node { id field value active } } } }"
ADD_ENTITY = 'mutation($n: String!) { addEntity(input: {name: $n, type: "Person"}) { id } }'
ADD_FACT = """mutation($e: ID!, $f: String!, $v: String!) {
  addFact(input: {entityId: $e, field: $f, value: $v, domainId: 11}) { id } }"""
UPDATE = "mutation($id: ID!, $v: String!) { updateFact(input: {id: $id, value: $v}) { id } }"
FORGET = "mutation($id: ID!) { forgetFact(id: $id) { id active } }"
REJECT = "mutation($id: ID!) { rejectFact(id: $id) { id active } }"
RUN = "mutation { runHygiene(job: COMPACT) { merged runId } }"
UNDO = "mutation($id: ID!) { undoHygieneRun(id: $id) { id } }"
MERGE = "mutation($k: ID!, $d: ID!) { mergeEntities(keepId: $k, dropId: $d) { id movedFacts } }"
UNMERGE = "mutation($m: ID!) { unmergeEntities(mergeId: $m) { id } }"


async def inactive(db: Database, user_id: str) -> set[str]:
    """The values of the namespace's inactive facts, after checking that the label marks exactly them."""
    rows = await db.run_statement(STATE, user_id=user_id)
    wrong = [row for row in rows if row["labelled"] != (row["active"] is False)]
    assert not wrong, f"the label :Inactive disagrees with `active`: {wrong}"
    assert await db.run_statement(STRAYS, user_id=user_id) == []
    return {row["value"] for row in rows if row["active"] is False}


def fact_id(client: Api, value: str, *, active: bool = True) -> str:
    edges = client.data(FACTS)["facts"]["edges"]
    return next(
        e["node"]["id"] for e in edges if e["node"]["value"] == value and e["node"]["active"] == active
    )


async def test_the_label_follows_active_through_every_operation(
    api: Api, db: Database, user_id: str, tmp_path: Path
) -> None:
    remember = lambda text: api.data(REMEMBER, {"t": text})  # noqa: E731
    remember("I live in Porto")
    remember("I moved to Lisbon")  # supersedes the city
    assert "Porto" in await inactive(db, user_id)
    remember("I'm allergic to shellfish")
    remember("I'm allergic to peanuts")
    remember("I used to collect stamps.")  # created as history
    remember("I work at Initech")
    remember("I don't work at Initech anymore")  # ends a known fact
    await inactive(db, user_id)

    lisbon = fact_id(api, "Lisbon")
    api.data(UPDATE, {"id": lisbon, "v": "Madrid"})
    assert {"Porto", "Lisbon"} <= await inactive(db, user_id)
    assert api.data(FORGET, {"id": fact_id(api, "peanuts")})["forgetFact"]["active"] is False
    assert "peanuts" in await inactive(db, user_id)
    api.data(REJECT, {"id": fact_id(api, "Madrid")})  # gives Lisbon back
    now = await inactive(db, user_id)
    assert "Madrid" in now and "Lisbon" not in now

    anna = api.data(ADD_ENTITY, {"n": "Anna Lindqvist"})["addEntity"]["id"]
    for value in ("sushi", "sushi", "pizza"):
        api.data(ADD_FACT, {"e": anna, "f": "likes", "v": value})
    run = api.data(RUN)["runHygiene"]
    assert run["merged"] == 1 and "sushi" in await inactive(db, user_id)
    api.data(UNDO, {"id": run["runId"]})
    assert "sushi" not in await inactive(db, user_id)
    assert api.data(RUN)["runHygiene"]["merged"] == 1  # merged again, kept so for the export

    anne = api.data(ADD_ENTITY, {"n": "Anne Lindqvist"})["addEntity"]["id"]
    old = api.data(ADD_FACT, {"e": anne, "f": "city", "v": "Oslo"})["addFact"]["id"]
    api.data(UPDATE, {"id": old, "v": "Bergen"})
    merged = api.data(MERGE, {"k": anna, "d": anne})["mergeEntities"]
    assert merged["movedFacts"] == 2
    before_unmerge = await inactive(db, user_id)
    api.data(UNMERGE, {"m": merged["id"]})
    assert await inactive(db, user_id) == before_unmerge
    expected = await inactive(db, user_id)
    assert {"Porto", "Madrid", "peanuts", "sushi", "Oslo"} <= expected

    # Import, into fresh namespaces: the file as exported (with the label), and as a file written
    # before the label existed (without it), and one claiming it for active facts.
    exported = await export_to(db, user_id, tmp_path / "x.jsonl", embeddings=True)
    lines = exported.read_text(encoding="utf-8").splitlines()
    assert any('"Inactive"' in line for line in lines)
    for label in ("as exported", "without the label", "on every fact"):
        rows = [json.loads(line) for line in lines]
        for row in rows[1:]:
            if "Fact" in row.get("labels", []):
                kept = [name for name in row["labels"] if name != "Inactive"]
                row["labels"] = {"as exported": row["labels"], "without the label": kept}.get(
                    label, [*kept, "Inactive"]
                )
        path = tmp_path / f"{label.replace(' ', '_')}.jsonl"
        path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
        target = f"{user_id}_{uuid.uuid4().hex[:6]}"
        await restore(db, path, user_id=target)
        assert await inactive(db, target) == expected, label


async def test_migration_0013_labels_the_facts_inactive_before_it(db: Database, user_id: str) -> None:
    await db.run_statement(
        "UNWIND [['a', true], ['b', false], ['c', true]] AS row "
        "CREATE (:Fact {user_id: $user_id, uid: $user_id + row[0], field: 'f', value: row[0], active: row[1]})",
        user_id=user_id,
    )
    await db.run_statement(  # a label out of step, as no statement writes it now
        "MATCH (f:Fact {user_id: $user_id}) WHERE f.value = 'c' SET f:Inactive", user_id=user_id
    )
    await db.run_statement(
        "CREATE (:Entity:Inactive {user_id: $user_id, uid: $user_id + 'e'})", user_id=user_id
    )
    for statement in statements("migrations/0013_inactive_facts"):
        await db.run_statement(statement)
    assert await inactive(db, user_id) == {"b"}
