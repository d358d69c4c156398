"""Statements that something stopped, and corrections that name the wrong value, through the shipped
extractor, the real pipeline and the real Neo4j: the current fact (and its edge) ends with a
``valid_to``, history keeps it, and nothing is stored as a current fact of what stopped."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from hippograph.graph.driver import Database
from hippograph.services import Services

T0 = datetime(2026, 1, 10, 12, 0, tzinfo=UTC)
T1 = datetime(2026, 3, 15, 12, 0, tzinfo=UTC)

FACTS = """
MATCH (f:Fact {user_id: $user_id})-[:ABOUT]->(e:Entity)
WHERE e.name = $entity OR (e.role = 'user' AND $entity IS NULL)
RETURN f.field AS field, f.value AS value, f.active AS active, f.valid_to AS valid_to
ORDER BY f.created_at, f.value
"""
EDGES = """
MATCH (s:Entity {user_id: $user_id})-[r:$($type)]->(t:Entity)
WHERE s.name = $entity OR (s.role = 'user' AND $entity IS NULL)
RETURN t.name AS target, r.valid_to AS valid_to ORDER BY r.created_at, t.name
"""


async def facts(db: Database, user_id: str, entity: str | None = None) -> list[dict[str, Any]]:
    return await db.run_statement(FACTS, user_id=user_id, entity=entity)


async def edges(db: Database, user_id: str, relation: str, entity: str | None = None) -> list[dict[str, Any]]:
    return await db.run_statement(EDGES, user_id=user_id, type=relation, entity=entity)


def active(rows: list[dict[str, Any]], field: str) -> list[str]:
    return sorted(r["value"] for r in rows if r["field"] == field and r["active"])


def ended(rows: list[dict[str, Any]], field: str) -> list[str]:
    return sorted(r["value"] for r in rows if r["field"] == field and not r["active"] and r["valid_to"])


# (what was true, how the user says it stopped, field, value, relation of the edge it states)
STOPPED = [
    ("I live in Porto.", "I moved out of Porto last month.", "city", "Porto", "LIVES_IN"),
    ("I live in Porto.", "I don't live in Porto anymore.", "city", "Porto", "LIVES_IN"),
    ("I work at Initech.", "I left Initech in February.", "employer", "Initech", "WORKS_AT"),
    ("I work at Initech.", "I quit my job.", "employer", "Initech", "WORKS_AT"),
    ("I work at Initech.", "I retired from Initech.", "employer", "Initech", "WORKS_AT"),
    ("I'm dating Tomas.", "We broke up.", "partner", "Tomas", "PARTNER_OF"),
    ("I'm dating Tomas.", "I split up with Tomas.", "partner", "Tomas", "PARTNER_OF"),
    ("I own a Vespa.", "I sold my Vespa.", "possession", "Vespa", None),
    ("I own a canoe.", "I got rid of the canoe.", "possession", "canoe", None),
    ("I'm vegetarian.", "I'm no longer vegetarian.", "diet", "vegetarian", None),
    ("I play tennis.", "I used to play tennis.", "hobby", "tennis", None),
    ("I play the cello.", "I stopped playing the cello.", "hobby", "cello", None),
]


@pytest.mark.parametrize(
    ("before", "after", "field", "value", "relation"), STOPPED, ids=[s[1] for s in STOPPED]
)
async def test_a_statement_that_something_stopped_ends_it(
    services: Services, user_id: str, before: str, after: str, field: str, value: str, relation: str | None
) -> None:
    memory = services.rememberer
    await memory.remember(user_id, before, occurred_at=T0)
    assert active(await facts(services.db, user_id), field) == [value]
    result = await memory.remember(user_id, after, occurred_at=T1)
    rows = await facts(services.db, user_id)
    assert active(rows, field) == []
    assert ended(rows, field) == [value]  # history keeps it, with its end
    assert "ended" in {f.action for f in result.facts}
    assert not [r for r in rows if r["active"] and value.casefold() in r["value"].casefold()]
    if relation is not None:
        closed = await edges(services.db, user_id, relation)
        assert [(e["target"], e["valid_to"] is not None) for e in closed] == [(value, True)]


async def test_an_ended_state_takes_the_time_the_sentence_gives(services: Services, user_id: str) -> None:
    await services.rememberer.remember(user_id, "I work at Globex.", occurred_at=T0)
    await services.rememberer.remember(user_id, "I resigned from Globex last month.", occurred_at=T1)
    employer = [r for r in await facts(services.db, user_id) if r["field"] == "employer"]
    assert [(r["value"], r["active"], r["valid_to"].to_native().month) for r in employer] == [
        ("Globex", False, 2)
    ]


async def test_an_ending_nobody_knew_is_history_not_a_current_fact(services: Services, user_id: str) -> None:
    result = await services.rememberer.remember(user_id, "I gave up smoking.", occurred_at=T1)
    rows = await facts(services.db, user_id)
    assert [(r["field"], r["value"], r["active"]) for r in rows] == [("habit", "smoking", False)]
    assert [f.action for f in result.facts] == ["history"]


async def test_a_third_person_ending_closes_their_fact_and_edge(services: Services, user_id: str) -> None:
    memory = services.rememberer
    await memory.remember(user_id, "My neighbour Oskar lives in Tampere.", occurred_at=T0)
    await memory.remember(user_id, "Oskar moved away from Tampere.", occurred_at=T1)
    assert active(await facts(services.db, user_id, "Oskar"), "city") == []
    assert [
        (e["target"], e["valid_to"] is not None)
        for e in await edges(services.db, user_id, "LIVES_IN", "Oskar")
    ] == [("Tampere", True)]


async def test_a_plain_negative_is_not_an_ending(services: Services, user_id: str) -> None:
    """ "I don't own a car" says nothing stopped: the Vespa stays."""
    await services.rememberer.remember(user_id, "I own a Vespa.", occurred_at=T0)
    await services.rememberer.remember(user_id, "I don't own a car.", occurred_at=T1)
    assert active(await facts(services.db, user_id), "possession") == ["Vespa"]


# --- corrections -------------------------------------------------------------------------------


async def test_actually_x_now_not_y_corrects_a_single_valued_field(services: Services, user_id: str) -> None:
    memory = services.rememberer
    await memory.remember(user_id, "I live in Porto.", occurred_at=T0)
    result = await memory.remember(user_id, "Actually I live in Lisbon now, not Porto.", occurred_at=T1)
    rows = await facts(services.db, user_id)
    assert active(rows, "city") == ["Lisbon"]
    assert not [r for r in rows if r["field"].startswith("not")]
    assert {f.value for f in result.facts if f.action == "superseded"} == {"Lisbon"}
    lives = await edges(services.db, user_id, "LIVES_IN")
    assert sorted((e["target"], e["valid_to"] is None) for e in lives) == [("Lisbon", True), ("Porto", False)]


async def test_a_correction_naming_the_wrong_value_ends_it_in_a_multi_valued_field(
    services: Services, user_id: str
) -> None:
    memory = services.rememberer
    await memory.remember(user_id, "I'm allergic to peanuts and penicillin.", occurred_at=T0)
    await memory.remember(user_id, "Sorry, I'm allergic to shellfish, not peanuts.", occurred_at=T1)
    rows = await facts(services.db, user_id)
    assert active(rows, "allergy") == ["penicillin", "shellfish"]
    assert ended(rows, "allergy") == ["peanuts"]


async def test_a_correction_without_the_old_value_only_adds_to_a_multi_valued_field(
    services: Services, user_id: str
) -> None:
    memory = services.rememberer
    await memory.remember(user_id, "I speak Danish.", occurred_at=T0)
    await memory.remember(user_id, "Actually I speak Swedish.", occurred_at=T1)
    assert active(await facts(services.db, user_id), "language") == ["Danish", "Swedish"]


async def test_a_correction_of_someone_else(services: Services, user_id: str) -> None:
    memory = services.rememberer
    await memory.remember(user_id, "My brother Jonas works at Vestas.", occurred_at=T0)
    await memory.remember(user_id, "My brother Jonas works at Orsted, not Vestas.", occurred_at=T1)
    rows = await facts(services.db, user_id, "Jonas")
    assert active(rows, "employer") == ["Orsted"]
    works = await edges(services.db, user_id, "WORKS_AT", "Jonas")
    assert sorted((e["target"], e["valid_to"] is None) for e in works) == [
        ("Orsted", True),
        ("Vestas", False),
    ]
