"""Hygiene never damages memory: compaction merges only the same value, every run is recorded
(``hygieneRuns``) and undone exactly (``undoHygieneRun``: the export before the run comes back,
byte for byte), and ``dryRun`` shows the plan and changes nothing."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from hippograph.graph.driver import Database
from hippograph.hygiene.policy import HygienePolicy
from hippograph.hygiene.report import HygieneJob
from hippograph.hygiene.service import Hygiene
from hippograph.services import Services
from tests.hygiene.memory import Memory

REMEMBER = "mutation($m: String!) { remember(input: {userMessage: $m}) { episodeId } }"
ADD_ENTITY = """mutation($n: String!, $t: String!, $a: [String!]!) {
  addEntity(input: {name: $n, type: $t, aliases: $a}) { id } }"""
ADD_FACT = """mutation($e: ID!, $f: String!, $v: String!) {
  addFact(input: {entityId: $e, field: $f, value: $v, domainId: 11}) { id } }"""
UPDATE = "mutation($id: ID!, $v: String!) { updateFact(input: {id: $id, value: $v}) { id } }"
FACTS = """query($f: String!) { facts(field: $f, first: 100) { edges { node { id value } } } }"""
RUN = """mutation($job: HygieneJob!, $dry: Boolean!) { runHygiene(job: $job, dryRun: $dry) {
  job merged folded orphans scored archived dryRun runId changeCount changes { action target before after } } }"""
RUNS = "{ hygieneRuns { id job number undoneAt writes merged folded orphans scored archived } }"
UNDO = "mutation($id: ID!) { undoHygieneRun(id: $id) { id undoneAt merged } }"
ORPHAN = """
CREATE (e:Entity:Person {uid: randomUUID(), user_id: $user_id, name: 'Ghost', name_norm: 'ghost',
                         type: 'Person', aliases: [], embedding: [0.5, 0.25]})
CREATE (a:Alias {uid: randomUUID(), user_id: $user_id, alias: 'Spook', alias_norm: 'spook',
                 entity_uid: e.uid, source: 'fuzzy', confidence: 0.8, use_count: 1})
WITH e
MATCH (u:Entity {user_id: $user_id, role: 'user'})
CREATE (e)-[:KNOWS {uid: randomUUID(), strength: 1.0}]->(u)
"""


@pytest.fixture
async def memory(services: Services, user_id: str) -> Memory:
    await services.namespaces.ensure(user_id)
    return Memory(services, user_id)


async def values(memory: Memory, field: str) -> list[str]:
    edges = (await memory.data(FACTS, f=field))["facts"]["edges"]
    return sorted(edge["node"]["value"] for edge in edges)


async def run(memory: Memory, job: str, dry: bool = False) -> dict[str, Any]:
    report: dict[str, Any] = (await memory.data(RUN, job=job, dry=dry))["runHygiene"]
    return report


async def user_entity(memory: Memory) -> str:
    rows = await memory.services.db.run_statement(
        "MATCH (u:Entity {user_id: $user_id, role: 'user'}) RETURN u.uid AS uid", user_id=memory.user_id
    )
    return str(rows[0]["uid"])


async def test_languages_spoken_survive_compaction(memory: Memory) -> None:
    await memory.data(REMEMBER, m="I speak English, Portuguese and Japanese.")
    assert await values(memory, "language") == ["English", "Japanese", "Portuguese"]
    report = await run(memory, "COMPACT")
    assert report["merged"] == 0
    assert await values(memory, "language") == ["English", "Japanese", "Portuguese"]


async def test_only_the_same_value_merges(memory: Memory) -> None:
    me = await user_entity(memory)
    for value in ("English", "english.", "  The English ", "Japanese", "Portuguese", "Vitamin A", "vitamin"):
        await memory.data(ADD_FACT, e=me, f="language", v=value)
    report = await run(memory, "COMPACT")
    assert report["merged"] == 2
    kept = await values(memory, "language")
    assert len([v for v in kept if "nglish" in v]) == 1
    assert {v for v in kept if "nglish" not in v} == {"Japanese", "Portuguese", "Vitamin A", "vitamin"}


async def test_two_names_of_one_entity_merge_in_a_single_valued_field(memory: Memory) -> None:
    me = await user_entity(memory)
    await memory.data(ADD_ENTITY, n="New York City", t="Place", a=["NYC"])
    await memory.data(ADD_ENTITY, n="Newark", t="Place", a=[])
    await memory.data(ADD_FACT, e=me, f="city", v="NYC")
    await memory.data(ADD_FACT, e=me, f="city", v="New York City")
    await memory.data(ADD_FACT, e=me, f="city", v="Newark")
    # A field of many values keeps both spellings: only the same string merges there.
    await memory.data(ADD_FACT, e=me, f="former_city", v="NYC")
    await memory.data(ADD_FACT, e=me, f="former_city", v="New York City")
    report = await run(memory, "COMPACT")
    assert report["merged"] == 1
    assert len(await values(memory, "city")) == 2 and "Newark" in await values(memory, "city")
    assert await values(memory, "former_city") == ["NYC", "New York City"]


async def test_dry_run_shows_the_plan_and_writes_nothing(memory: Memory) -> None:
    me = await user_entity(memory)
    for value in ("sushi", "Sushi!", "pizza"):
        await memory.data(ADD_FACT, e=me, f="likes", v=value)
    before = await memory.export()
    plan = await run(memory, "COMPACT", dry=True)
    assert (plan["dryRun"], plan["runId"], plan["merged"]) == (True, None, 1)
    actions = {change["action"] for change in plan["changes"]}
    assert {"set", "create relationship"} <= actions and plan["changeCount"] >= 2
    assert any("-[MERGED_INTO]->" in c["target"] for c in plan["changes"])
    assert await memory.export() == before
    assert (await memory.data(RUNS))["hygieneRuns"] == []
    done = await run(memory, "COMPACT")
    assert done["merged"] == 1 and done["changeCount"] == plan["changeCount"]


async def test_every_job_is_undone_exactly(memory: Memory, db: Database) -> None:
    me = await user_entity(memory)
    fact = (await memory.data(ADD_FACT, e=me, f="city", v="city 0"))["addFact"]["id"]
    for n in range(1, 25):  # a chain long enough to be folded
        fact = (await memory.data(UPDATE, id=fact, v=f"city {n}"))["updateFact"]["id"]
    for value in ("sushi", "SUSHI", "pizza"):
        await memory.data(ADD_FACT, e=me, f="likes", v=value)
    await memory.data(REMEMBER, m="My friend Carla loves sushi.")
    await db.run_statement(ORPHAN, user_id=memory.user_id)
    original = await memory.export()

    compact = await run(memory, "COMPACT")
    assert (compact["merged"], compact["folded"], compact["orphans"]) == (1, 5, 1)
    compacted = await memory.export()
    assert compacted != original
    decay = await run(memory, "DECAY")
    assert decay["scored"] > 25
    runs = (await memory.data(RUNS))["hygieneRuns"]
    assert [(r["job"], r["number"], r["undoneAt"]) for r in runs] == [
        ("DECAY", 2, None),
        ("COMPACT", 1, None),
    ]
    assert runs[1]["merged"] == 1 and runs[1]["writes"] >= 3

    # The older run first: decay's scores sit on facts compaction changed → refused, nothing written.
    assert await memory.codes(UNDO, id=compact["runId"]) == ["CONFLICT"]
    undone = (await memory.data(UNDO, id=decay["runId"]))["undoHygieneRun"]
    assert undone["undoneAt"] is not None
    assert await memory.export() == compacted
    assert await memory.codes(UNDO, id=decay["runId"]) == ["CONFLICT"]
    await memory.data(UNDO, id=compact["runId"])
    assert await memory.export() == original


async def test_prune_is_undone_and_runs_stay_in_their_namespace(
    services: Services, memory: Memory, user_id: str
) -> None:
    me = await user_entity(memory)
    for n in range(6):
        await memory.data(ADD_FACT, e=me, f="likes", v=f"dish {n}")
    original = await memory.export()
    # A policy that prunes this small namespace: half of its facts.
    policy = replace(HygienePolicy.from_settings(services.settings), prune_max_facts=2, prune_percent=50)
    report = await Hygiene(services.db, services.clock, policy).run(HygieneJob.PRUNE, user_id)
    assert report.archived == 3 and len(report.run_ids) == 1
    assert await memory.export() != original

    stranger = Memory(services, f"{user_id}-other")
    await services.namespaces.ensure(stranger.user_id)
    assert await stranger.codes(UNDO, id=report.run_ids[0]) == ["NOT_FOUND"]
    assert (await stranger.data(RUNS))["hygieneRuns"] == []
    assert await memory.codes(UNDO, id="no-such-run") == ["NOT_FOUND"]
    await memory.data(UNDO, id=report.run_ids[0])
    assert await memory.export() == original


async def test_a_change_since_the_run_refuses_the_undo(memory: Memory) -> None:
    me = await user_entity(memory)
    for value in ("tea", "Tea"):
        await memory.data(ADD_FACT, e=me, f="likes", v=value)
    report = await run(memory, "COMPACT")
    assert report["merged"] == 1
    kept = (await memory.data(FACTS, f="likes"))["facts"]["edges"][0]["node"]["id"]
    await memory.data(UPDATE, id=kept, v="green tea")  # the keeper is superseded since
    before = await memory.export()
    assert await memory.codes(UNDO, id=report["runId"]) == ["CONFLICT"]
    assert await memory.export() == before
