"""Access feedback: no access is lost when recalls overlap, and overlapping ones share a write."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

from hippograph.recall.access import AccessLog
from hippograph.services import Services

COUNTS = (
    "MATCH (f:Fact {user_id: $user_id}) RETURN f.value AS value, f.access_count AS n, f.last_accessed AS at"
)


async def test_concurrent_recalls_each_count_once(services: Services, user_id: str) -> None:
    await services.rememberer.remember(user_id, "I'm allergic to shellfish")
    memories = await asyncio.gather(
        *(services.recaller.recall(user_id, "shellfish allergy") for _ in range(8))
    )
    await services.recaller.flush()
    assert all(m.facts and m.facts[0].value == "shellfish" for m in memories)
    rows = await services.db.run_statement(COUNTS, user_id=user_id)
    assert [(row["value"], row["n"]) for row in rows] == [("shellfish", 8)]


async def test_accesses_recorded_while_a_write_is_pending_go_out_in_one_write(
    services: Services, user_id: str
) -> None:
    await services.rememberer.remember(user_id, "I'm allergic to shellfish")
    await services.rememberer.remember(user_id, "I live in Porto")
    rows = await services.db.run_statement(
        "MATCH (f:Fact {user_id: $user_id}) RETURN f.value AS value, f.uid AS uid", user_id=user_id
    )
    uid = {row["value"]: row["uid"] for row in rows}
    assert set(uid) == {"shellfish", "Porto"}
    access = AccessLog(services.db)
    t0 = datetime(2026, 1, 1, tzinfo=UTC)
    before = services.db.round_trips
    for n in range(5):  # no await in between: all five are recorded before the writer runs
        access.record(user_id, [uid["shellfish"]], t0 + timedelta(minutes=n))
    access.record(user_id, [uid["Porto"]], t0)
    access.record(f"{user_id}_other", [uid["Porto"]], t0)  # another namespace's id: no match
    await access.flush()
    assert services.db.round_trips - before == 1
    after = {row["value"]: row for row in await services.db.run_statement(COUNTS, user_id=user_id)}
    assert after["shellfish"]["n"] == 5 and after["shellfish"]["at"].to_native() == t0 + timedelta(minutes=4)
    assert after["Porto"]["n"] == 1
