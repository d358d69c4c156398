"""A noun for the one who does a verb ("my tutor", "my coach") ties that person to its owner in
the verb's direction: "my tutor Kenji" is Kenji MENTORS the speaker, never the speaker mentoring
Kenji. Turns through the real pipeline and the real Neo4j; sentences written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hippograph.services import Services

T0 = datetime(2026, 5, 11, 8, 0, tzinfo=UTC)

TIES = """
MATCH (a:Entity {user_id: $user_id})-[r:MENTORS]->(b:Entity {user_id: $user_id})
RETURN coalesce(a.role, a.name) AS source, coalesce(b.role, b.name) AS target
"""


@pytest.mark.parametrize(
    ("text", "doer", "owner"),
    [
        ("My swimming coach, Ilse, trains at the lido.", "Ilse", "user"),
        ("My daughter's tutor, Mr. Varga, lives nearby.", "Varga", "my daughter"),
    ],
)
async def test_the_doer_of_the_noun_is_the_source_of_the_tie(
    services: Services, user_id: str, text: str, doer: str, owner: str
) -> None:
    await services.rememberer.remember(user_id, text, session_id="s1", occurred_at=T0)
    rows = await services.db.run_statement(TIES, user_id=user_id)
    assert {(row["source"], row["target"]) for row in rows} == {(doer, owner)}, rows
