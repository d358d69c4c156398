"""recall() against the real Neo4j, with memories written by the real remember pipeline."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

import pytest

from hippograph.errors import ValidationError
from hippograph.recall.memory import Memory
from hippograph.services import Services

FACT_EPISODES = """
MATCH (f:Fact {user_id: $user_id})-[:FROM_EPISODE]->(e:Episode)
RETURN f.uid AS fact, collect(e.uid) AS episodes
"""


def values(memory: Memory) -> list[str]:
    return [fact.value for fact in memory.facts]


async def test_multi_hop_finds_the_cousins_employers_city(services: Services, user_id: str) -> None:
    await services.rememberer.remember(user_id, "My cousin Priya works at Umbrella Labs.")
    await services.rememberer.remember(user_id, "Umbrella Labs has its headquarters in Montreal.")
    query = "Which city is my cousin's employer based in?"
    memory = await services.recaller.recall(user_id, query)
    montreal = [f for f in memory.facts if f.value == "Montreal"]
    assert montreal and montreal[0].path is not None
    assert montreal[0].path.steps == [user_id, "COUSIN_OF", "Priya", "WORKS_AT", "Umbrella Labs"]
    assert "graph" in {hit.channel for hit in montreal[0].channels}
    assert montreal[0].path in memory.paths
    assert {edge.relation for edge in memory.edges} >= {"COUSIN_OF", "WORKS_AT"}

    one_hop = await services.recaller.recall(user_id, query, hops=1)
    # One hop from the user reaches Priya but not her employer: no path may be longer than 1.
    assert all(len(path.edge_uids) <= 1 for path in one_hop.paths)
    assert not [
        f
        for f in one_hop.facts
        if f.path and f.path.steps[:3] == [user_id, "COUSIN_OF", "Priya"] and f.value == "Montreal"
    ]
    priya = [f for f in one_hop.facts if f.field == "employer" and f.path is not None]
    assert priya[0].path.steps == [user_id, "COUSIN_OF", "Priya"]


async def test_the_walk_follows_a_relation_type_first_made_a_moment_ago(
    services: Services, user_id: str
) -> None:
    # The walk spells out the types it follows, listed afresh by every recall: a type no edge in the
    # database had before (an LLM or addEdge may coin one) is followed at once.
    relation = f"ADVISES_{uuid.uuid4().hex[:8].upper()}"
    await services.rememberer.remember(user_id, "My cousin Priya is a dentist.")
    await services.rememberer.remember(user_id, "Umbrella Labs has its headquarters in Montreal.")
    uids = await services.db.run_statement(
        "MATCH (e:Entity {user_id: $user_id}) WHERE e.name IN ['Priya', 'Umbrella Labs'] "
        "RETURN e.name AS name, e.uid AS uid",
        user_id=user_id,
    )
    by_name = {row["name"]: row["uid"] for row in uids}
    await services.db.write(
        "api/add_edge",
        user_id=user_id,
        source_uid=by_name["Priya"],
        target_uid=by_name["Umbrella Labs"],
        type=relation,
        uid=str(uuid.uuid4()),
        strength=1.0,
        metadata=None,
        now=datetime.now(UTC),
        valid_from=None,
        single=False,
    )
    memory = await services.recaller.recall(
        user_id, "Where are the headquarters of the lab my cousin advises?"
    )
    montreal = [f for f in memory.facts if f.value == "Montreal"]
    assert montreal and montreal[0].path is not None
    assert montreal[0].path.steps == [user_id, "COUSIN_OF", "Priya", relation, "Umbrella Labs"]


async def test_only_named_entities_and_the_speaker_are_walked_further_than_one_hop_and_never_to_the_user(
    services: Services, user_id: str
) -> None:
    await services.rememberer.remember(user_id, "My cousin Priya is a dentist.")
    await services.rememberer.remember(user_id, "My friend Tom lives in Oslo.")
    # Nothing named, no "I": every seed is a fact's subject or an entity near the query, walked
    # one hop (a two-hop walk would reach Priya from Tom through the user).
    memory = await services.recaller.recall(user_id, "Who is a dentist?")
    assert [f.entity.name for f in memory.facts if f.value == "dentist"] == ["Priya"]
    assert memory.paths and all(len(path.edge_uids) == 1 for path in memory.paths)
    # A named entity is walked the hops asked for.
    named = await services.recaller.recall(user_id, "Where does Priya's family live?")
    oslo = [f for f in named.facts if f.value == "Oslo" and f.path is not None]
    assert oslo and oslo[0].path.steps == ["Priya", "COUSIN_OF", user_id, "FRIEND_OF", "Tom"]
    # Through the user, never to the user: their facts are about everything.
    assert named.paths and all(path.steps[-1] != user_id for path in named.paths)
    assert [f for f in named.facts if f.entity.name == user_id]  # found by the other channels


async def test_superseded_facts_stay_in_the_past(services: Services, user_id: str) -> None:
    await services.rememberer.remember(user_id, "I live in Dublin", occurred_at="2024-01-01T00:00:00+00:00")
    await services.rememberer.remember(user_id, "I've moved to Oslo", occurred_at="2024-06-01T00:00:00+00:00")
    now = await services.recaller.recall(user_id, "Which city do I live in?")
    assert "Oslo" in values(now) and "Dublin" not in values(now)
    then = await services.recaller.recall(
        user_id, "Which city do I live in?", as_of=datetime(2024, 3, 1, tzinfo=UTC)
    )
    assert "Dublin" in values(then) and "Oslo" not in values(then)
    everything = await services.recaller.recall(user_id, "Which city do I live in?", include_inactive=True)
    assert {"Dublin", "Oslo"} <= set(values(everything))


async def test_agent_self_facts_come_with_every_recall(services: Services, user_id: str) -> None:
    await services.rememberer.remember(user_id, "From now on I'll call you Max")
    await services.rememberer.remember(user_id, "Keep your answers short")
    await services.rememberer.remember(user_id, "I'm allergic to shellfish")
    memory = await services.recaller.recall(user_id, "What is the capital of Peru?")
    assert {(f.field, f.value) for f in memory.agent_self} >= {("nickname", "Max")}
    assert {f.field for f in memory.agent_self} >= {"nickname", "tone_preference"}
    assert all(f.entity.role == "agent" for f in memory.agent_self)


@pytest.mark.parametrize(
    ("query", "primary", "related"),
    [
        ("Should I take this job offer?", [7, 10], {8, 9, 3}),
        ("What should I eat tonight?", [11, 2], set()),
        ("Help me plan my OMSCS application", [10, 5], {7, 8, 13}),
    ],
)
async def test_routing_follows_the_design_examples(
    services: Services, user_id: str, query: str, primary: list[int], related: set[int]
) -> None:
    memory = await services.recaller.recall(user_id, query)
    assert memory.routing.primary == primary
    assert related <= set(memory.routing.related)


async def test_decay_prefers_recent_use(services: Services, user_id: str) -> None:
    await services.rememberer.remember(user_id, "I love jazz")
    await services.rememberer.remember(user_id, "I love blues")
    now = datetime.now(UTC)
    for value, used in (("jazz", now - timedelta(days=80)), ("blues", now)):
        await services.db.run_statement(
            "MATCH (f:Fact {user_id: $user_id, value: $value}) SET f.last_accessed = $used, f.access_count = 3",
            user_id=user_id,
            value=value,
            used=used,
        )
    memory = await services.recaller.recall(user_id, "jazz or blues music that I love")
    ranked = [v for v in values(memory) if v in ("jazz", "blues")]
    assert ranked == ["blues", "jazz"]
    # The recall's access write may be held back (at most one a second): written now, so it does
    # not land after the update below and undo it.
    await services.recaller.flush()
    await services.db.run_statement(
        "MATCH (f:Fact {user_id: $user_id}) SET f.last_accessed = CASE f.value WHEN 'jazz' THEN $now ELSE $old END",
        user_id=user_id,
        now=now,
        old=now - timedelta(days=80),
    )
    memory = await services.recaller.recall(user_id, "jazz or blues music that I love")
    assert [v for v in values(memory) if v in ("jazz", "blues")] == ["jazz", "blues"]


async def test_explanations_are_present_and_true(services: Services, user_id: str) -> None:
    await services.rememberer.remember(user_id, "I'm allergic to shellfish", session_id="diet")
    await services.rememberer.remember(user_id, "I work at Initech as a QA lead", session_id="work")
    memory = await services.recaller.recall(user_id, "Am I allergic to shellfish?")
    truth = {
        row["fact"]: row["episodes"]
        for row in await services.db.run_statement(FACT_EPISODES, user_id=user_id)
    }
    for fact in memory.facts:
        assert fact.channels, fact
        assert fact.provenance is not None and fact.provenance.episode_uid in truth[fact.uid]
    shellfish = next(f for f in memory.facts if f.value == "shellfish")
    assert {hit.channel for hit in shellfish.channels} >= {"fulltext", "vector"}
    assert shellfish.provenance is not None
    assert shellfish.provenance.session_id == "diet"
    assert shellfish.provenance.snippet == "I'm allergic to shellfish"
    assert memory.facts[0].uid == shellfish.uid
    episodes = {e.uid: e for e in memory.episodes}
    assert shellfish.provenance.episode_uid in episodes


async def test_returned_facts_are_touched_after_the_answer(services: Services, user_id: str) -> None:
    await services.rememberer.remember(user_id, "I'm allergic to shellfish")
    memory = await services.recaller.recall(user_id, "shellfish allergy")
    await services.recaller.flush()
    rows = await services.db.run_statement(
        "MATCH (f:Fact {user_id: $user_id, value: 'shellfish'}) RETURN f.access_count AS n, f.last_accessed AS at",
        user_id=user_id,
    )
    assert memory.facts[0].access_count == 0
    assert rows[0]["n"] == 1 and rows[0]["at"] is not None


async def test_another_users_memories_never_leak(services: Services, user_id: str) -> None:
    other = f"{user_id}_other"
    for who in (user_id, other):
        await services.rememberer.remember(who, "My cousin Priya works at Umbrella Labs.")
        await services.rememberer.remember(who, "Umbrella Labs has its headquarters in Montreal.")
    theirs = await services.db.run_statement(
        "MATCH (n {user_id: $user_id}) RETURN collect(n.uid) AS uids", user_id=other
    )
    forbidden = set(theirs[0]["uids"])
    for query in ("Which city is my cousin's employer based in?", "Priya", "Umbrella Labs Montreal"):
        memory = await services.recaller.recall(user_id, query, hops=4, include_inactive=True)
        seen = (
            {f.uid for f in memory.facts}
            | {e.uid for e in memory.episodes}
            | {e.uid for e in memory.entities}
            | {f.entity.uid for f in memory.facts}
            | {uid for path in memory.paths for uid in path.entity_uids}
            | {f.uid for f in memory.agent_self}
        )
        assert memory.facts and not seen & forbidden


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"query": ""}, "empty"),
        ({"query": "ok", "hops": 5}, "hops"),
        ({"query": "ok", "limit": 0}, "limit"),
        ({"query": "ok", "domains": [15]}, "domains"),
        ({"query": "x\x00"}, "printable"),
    ],
)
async def test_bad_requests_are_rejected(
    services: Services, user_id: str, kwargs: dict[str, object], message: str
) -> None:
    with pytest.raises(ValidationError, match=message):
        await services.recaller.recall(user_id, **kwargs)  # type: ignore[arg-type]
