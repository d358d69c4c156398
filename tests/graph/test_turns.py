"""Turn keys: string order is session order, and the migration makes the keys remembering makes."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta, timezone

from hippograph.cypher import statements
from hippograph.graph.driver import Database
from hippograph.graph.turns import turn_key
from hippograph.services import Services

KEYS = "MATCH (e:Episode {user_id: $user_id}) RETURN e.uid AS uid, e.turn_key AS key ORDER BY uid"


def _times(rng: random.Random) -> list[datetime | None]:
    """A few times, so turns share them (as a conversation's turns share its day): around the
    epoch (negative microseconds) and now, in several zones, and a missing one."""
    zones = [timezone(timedelta(minutes=m)) for m in (-300, 0, 60, 330)]
    starts = [datetime(1969, 12, 31, 23, 59, 58, tzinfo=UTC), datetime(2024, 1, 1, tzinfo=UTC)]
    some = [
        (rng.choice(starts) + timedelta(microseconds=rng.randrange(4_000_000))).astimezone(rng.choice(zones))
        for _ in range(6)
    ]
    return [*some, None]


def test_keys_sort_by_when_it_happened_then_when_remembered_then_uid() -> None:
    rng = random.Random(7)
    times = _times(rng)
    turns = [(rng.choice(times), rng.choice(times), f"ep-{rng.randrange(5)}") for _ in range(500)]
    last = datetime.max.replace(tzinfo=UTC)  # Cypher's ORDER BY puts a missing time last

    def expected(turn: tuple[datetime | None, datetime | None, str]) -> tuple[datetime, datetime, str]:
        occurred_at, created_at, uid = turn
        return (occurred_at or created_at or last, created_at or last, uid)

    assert [turn_key(*t) for t in sorted(turns, key=lambda t: turn_key(*t))] == [
        turn_key(*t) for t in sorted(turns, key=expected)
    ]


async def test_the_migration_makes_the_keys_remembering_makes(
    services: Services, db: Database, user_id: str
) -> None:
    for day, text in ((3, "We moved house."), (1, "I adopted a cat."), (2, "The cat hides under the bed.")):
        await services.rememberer.remember(
            user_id, text, session_id="s1", occurred_at=f"1969-12-{28 + day}T23:59:59.999500+02:00"
        )
    await services.rememberer.remember(user_id, "No time given.", session_id="s1")
    remembered = await db.run_statement(KEYS, user_id=user_id)
    assert all(row["key"] for row in remembered)

    await db.run_statement("MATCH (e:Episode {user_id: $user_id}) REMOVE e.turn_key", user_id=user_id)
    await db.run_statement(statements("migrations/0008_episode_turns")[-1])
    assert await db.run_statement(KEYS, user_id=user_id) == remembered
