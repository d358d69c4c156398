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
    # The log's writes are counted (its writer runs in the context it was made in); the service's
    # background polls, on their own tasks, are not.
    with services.db.counted_trips() as counted:
        access = AccessLog(services.db)
    t0 = datetime(2026, 1, 1, tzinfo=UTC)
    for n in range(5):  # no await in between: all five are recorded before the writer runs
        access.record(user_id, [uid["shellfish"]], t0 + timedelta(minutes=n))
    access.record(user_id, [uid["Porto"]], t0)
    access.record(f"{user_id}_other", [uid["Porto"]], t0)  # another namespace's id: no match
    await access.flush()
    assert counted[0] == 1
    after = {row["value"]: row for row in await services.db.run_statement(COUNTS, user_id=user_id)}
    assert after["shellfish"]["n"] == 5 and after["shellfish"]["at"].to_native() == t0 + timedelta(minutes=4)
    assert after["Porto"]["n"] == 1


async def test_a_busy_service_writes_at_most_once_per_interval(services: Services, user_id: str) -> None:
    await services.rememberer.remember(user_id, "I'm allergic to shellfish")
    with services.db.counted_trips() as counted:  # the log's writes, not the service's polls
        access = AccessLog(services.db, interval_s=60.0)
    uid = (
        await services.db.run_statement(
            "MATCH (f:Fact {user_id: $user_id}) RETURN f.uid AS uid", user_id=user_id
        )
    )[0]["uid"]
    t0 = datetime(2026, 1, 1, tzinfo=UTC)
    access.record(user_id, [uid], t0)  # a quiet service: written at once
    await asyncio.sleep(0.5)
    assert counted[0] == 1
    for n in range(3):  # within the interval: held back, then written together
        access.record(user_id, [uid], t0 + timedelta(minutes=n + 1))
        await asyncio.sleep(0.1)
    assert counted[0] == 1 and access.holds(user_id)
    await access.flush()  # does not wait out the interval
    assert counted[0] == 2 and not access.holds(user_id)
    after = (await services.db.run_statement(COUNTS, user_id=user_id))[0]
    assert after["n"] == 4 and after["at"].to_native() == t0 + timedelta(minutes=3)


async def test_forget_drops_the_counts_held_back(services: Services, user_id: str) -> None:
    await services.rememberer.remember(user_id, "I'm allergic to shellfish")
    uid = (
        await services.db.run_statement(
            "MATCH (f:Fact {user_id: $user_id}) RETURN f.uid AS uid", user_id=user_id
        )
    )[0]["uid"]
    access = AccessLog(services.db, interval_s=60.0)
    t0 = datetime(2026, 1, 1, tzinfo=UTC)
    access.record(user_id, [uid], t0)
    await asyncio.sleep(0.3)
    access.record(user_id, [uid], t0)  # held back by the interval
    access.forget(user_id)
    assert not access.holds(user_id)
    await access.flush()
    assert (await services.db.run_statement(COUNTS, user_id=user_id))[0]["n"] == 1


async def test_an_erasure_leaves_no_held_back_count(services: Services, user_id: str) -> None:
    await services.rememberer.remember(user_id, "I'm allergic to shellfish")
    await services.recaller.recall(user_id, "shellfish allergy")  # a quiet service: written at once
    await asyncio.sleep(0.3)
    await services.recaller.recall(user_id, "shellfish allergy")  # within the second: held back
    assert services.recaller.holds(user_id)
    services.erasures.purge(user_id)
    assert not services.recaller.holds(user_id)
    await services.recaller.flush()
    assert [row["n"] for row in await services.db.run_statement(COUNTS, user_id=user_id)] == [1]


async def test_a_late_write_never_moves_last_accessed_backwards(services: Services, user_id: str) -> None:
    # A held-back write carries the time of its recalls; an edit that landed meanwhile (a later
    # access, an import, a decay run) set a later time, which the write must not overwrite.
    await services.rememberer.remember(user_id, "I'm allergic to shellfish")
    uid = (
        await services.db.run_statement(
            "MATCH (f:Fact {user_id: $user_id}) RETURN f.uid AS uid", user_id=user_id
        )
    )[0]["uid"]
    recalled_at = datetime(2026, 1, 1, tzinfo=UTC)
    edited_at = recalled_at + timedelta(hours=1)
    await services.db.run_statement(
        "MATCH (f:Fact {user_id: $user_id, uid: $uid}) SET f.last_accessed = $at, f.access_count = 7",
        user_id=user_id,
        uid=uid,
        at=edited_at,
    )
    access = AccessLog(services.db)
    access.record(user_id, [uid], recalled_at)
    await access.flush()
    after = (await services.db.run_statement(COUNTS, user_id=user_id))[0]
    assert after["at"].to_native() == edited_at and after["n"] == 8
    access.record(user_id, [uid], edited_at + timedelta(minutes=1))  # a later access still moves it
    await access.flush()
    after = (await services.db.run_statement(COUNTS, user_id=user_id))[0]
    assert after["at"].to_native() == edited_at + timedelta(minutes=1) and after["n"] == 9
