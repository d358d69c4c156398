"""A relative known only as "my wife" who is named later ("My wife Carla ...") is the same person:
the entity takes the name, keeps everything said of it, and the speaker's one-at-a-time tie to it
is never ended by the naming. Turns through the real pipeline and the real Neo4j; sentences
written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from hippograph.services import Services

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)

TIES = """
MATCH (:Entity:User {user_id: $user_id})-[r]->(e:Entity {user_id: $user_id})
WHERE type(r) = $relation
RETURN e.uid AS uid, e.name AS name, e.aliases AS aliases, r.valid_to IS NOT NULL AS ended
"""

FACTS_OF = """
MATCH (f:Fact {user_id: $user_id})-[:ABOUT]->(e:Entity {user_id: $user_id, uid: $uid})
WHERE f.active
RETURN f.field AS field, f.value AS value
"""


async def told(services: Services, user_id: str, *texts: str) -> None:
    for n, text in enumerate(texts):
        await services.rememberer.remember(
            user_id, text, session_id="s1", occurred_at=T0 + timedelta(minutes=n)
        )


async def ties(services: Services, user_id: str, relation: str) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = await services.db.run_statement(TIES, user_id=user_id, relation=relation)
    return rows


@pytest.mark.parametrize(
    ("first", "named", "relation", "name", "said"),
    [
        (
            "My wife and I moved to Galway in 2019.",
            "My wife Brigid is a veterinarian.",
            "MARRIED_TO",
            "Brigid",
            "Galway",
        ),
        (
            "My husband runs a small bike shop.",
            "My husband Tomasz loves sailing.",
            "MARRIED_TO",
            "Tomasz",
            "small bike shop",
        ),
    ],
)
async def test_a_relative_named_later_is_the_same_person_and_the_tie_holds(
    services: Services, user_id: str, first: str, named: str, relation: str, name: str, said: str
) -> None:
    await told(services, user_id, first, named)
    rows = await ties(services, user_id, relation)
    assert len(rows) == 1, rows  # one spouse, not "my wife" ended and Brigid beside her
    assert rows[0]["name"] == name
    assert not rows[0]["ended"]
    assert any(alias.startswith(("my ", "our ")) for alias in rows[0]["aliases"])
    facts = await services.db.run_statement(FACTS_OF, user_id=user_id, uid=rows[0]["uid"])
    assert any(said in str(row["value"]) for row in facts), facts


async def test_a_relative_with_a_name_is_not_renamed_by_another_name(
    services: Services, user_id: str
) -> None:
    # a guard: the named spouse stays who she is; "my wife Carla" after "my wife Ines" is not a rename
    await told(services, user_id, "My wife Ines teaches piano.", "My wife Carla is a surgeon.")
    rows = await ties(services, user_id, "MARRIED_TO")
    assert {row["name"] for row in rows} == {"Ines", "Carla"}
