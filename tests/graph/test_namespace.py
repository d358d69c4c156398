from __future__ import annotations

import asyncio

import pytest

from hippograph.errors import ValidationError
from hippograph.graph.driver import Database
from hippograph.graph.namespace import Namespaces, validate_user_id

COUNT_FIXED = """
MATCH (e:Entity {user_id: $user_id})
WITH e ORDER BY e.role
RETURN e.role AS role, labels(e) AS labels, e.name AS name,
       COUNT { (e)-[:SERVES]->(:Entity {user_id: $user_id}) } AS serves
"""


async def test_twenty_concurrent_first_requests_make_one_user_and_one_agent(
    db: Database, user_id: str
) -> None:
    # A fresh Namespaces per request: nothing cached, every call reaches Neo4j at once.
    results = await asyncio.gather(*(Namespaces(db, "Assistant").ensure(user_id) for _ in range(20)))
    assert len({(r.user_uid, r.agent_uid) for r in results}) == 1
    rows = await db.run_statement(COUNT_FIXED, user_id=user_id)
    assert [(r["role"], sorted(r["labels"]), r["serves"]) for r in rows] == [
        ("agent", ["Agent", "Entity"], 1),
        ("user", ["Entity", "User"], 0),
    ]
    assert rows[0]["name"] == "Assistant"


async def test_agent_name_comes_from_settings(db: Database, user_id: str) -> None:
    await Namespaces(db, "Kora").ensure(user_id)
    rows = await db.run_statement(COUNT_FIXED, user_id=user_id)
    assert rows[0]["name"] == "Kora"


@pytest.mark.parametrize("bad", ["", "a b", "x" * 200, "robert'); DROP", "\u0000x", "-lead"])
def test_invalid_user_ids_are_rejected(bad: str) -> None:
    with pytest.raises(ValidationError):
        validate_user_id(bad)
