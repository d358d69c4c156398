"""Corrections said after an announcement ("Correction:", "Let me correct that,", "Wait, I got that
wrong:") are stored and supersede what the store held: the shipped extractor, the real pipeline and
the real Neo4j. Sentences written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from hippograph.services import Services

T0 = datetime(2026, 2, 1, 9, 0, tzinfo=UTC)
T1 = datetime(2026, 2, 8, 9, 0, tzinfo=UTC)

FACTS = """
MATCH (f:Fact {user_id: $user_id, field: $field})-[:ABOUT]->(e:Entity)
RETURN e.name AS entity, f.value AS value, f.active AS active ORDER BY f.created_at, f.value
"""


async def facts(services: Services, user_id: str, field: str) -> list[tuple[str, str, bool]]:
    rows: list[dict[str, Any]] = await services.db.run_statement(FACTS, user_id=user_id, field=field)
    return [(row["entity"], row["value"], row["active"]) for row in rows]


async def test_a_corrected_age_supersedes_the_wrong_one(services: Services, user_id: str) -> None:
    memory = services.rememberer
    await memory.remember(user_id, "My son is ten.", occurred_at=T0)
    result = await memory.remember(user_id, "Correction: my son is eleven, not ten.", occurred_at=T1)
    assert ("eleven", "superseded") in [(f.value, f.action) for f in result.facts]
    ages = await facts(services, user_id, "age")
    assert [(value, active) for _, value, active in ages] == [("ten", False), ("eleven", True)]


async def test_an_announced_correction_without_the_wrong_value_supersedes(
    services: Services, user_id: str
) -> None:
    memory = services.rememberer
    await memory.remember(user_id, "My sister lives in Bruges.", occurred_at=T0)
    said = "Wait, I got that wrong: my sister lives in Ghent."
    result = await memory.remember(user_id, said, occurred_at=T1)
    assert [(f.value, f.action) for f in result.facts] == [("Ghent", "superseded")]
    cities = await facts(services, user_id, "city")
    assert [(value, active) for _, value, active in cities] == [("Bruges", False), ("Ghent", True)]


async def test_a_correction_after_let_me_correct_ends_the_named_wrong_value(
    services: Services, user_id: str
) -> None:
    memory = services.rememberer
    await memory.remember(user_id, "I ride a Vespa.", occurred_at=T0)
    said = "Let me correct that, I ride a Lambretta now, not a Vespa."
    result = await memory.remember(user_id, said, occurred_at=T1)
    assert "Lambretta" in [f.value for f in result.facts]
    ridden = {value: active for _, value, active in await facts(services, user_id, "vehicle")}
    assert ridden == {"Vespa": False, "Lambretta": True}


async def test_an_announced_date_of_someone_else_supersedes(services: Services, user_id: str) -> None:
    memory = services.rememberer
    await memory.remember(user_id, "Odile's birthday is in May.", occurred_at=T0)
    await memory.remember(user_id, "I got that wrong: Odile's birthday is in June.", occurred_at=T1)
    birthdays = await facts(services, user_id, "birthday")
    assert [(entity, value, active) for entity, value, active in birthdays] == [
        ("Odile", "May", False),
        ("Odile", "June", True),
    ]
