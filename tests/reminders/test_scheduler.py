"""The reminder store and the scheduler on the real Neo4j, driven by a ManualClock: the
exactly-once claim, missed runs collapsing into one firing, expiry, jobs, the webhook."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import threading
import uuid
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from hippograph.clock import ManualClock
from hippograph.errors import NotFoundError, ValidationError
from hippograph.graph.driver import Database
from hippograph.jobs import CronJob
from hippograph.localneo4j.server import free_port
from hippograph.recall.memory import Memory
from hippograph.recall.router import Routing
from hippograph.reminders.delivery import Firing, FiringHub, Webhook
from hippograph.reminders.scheduler import Scheduler
from hippograph.reminders.store import Reminder, Reminders
from hippograph.services import Services, running_scheduler, service_jobs

START = datetime(2100, 2, 1, 12, 0, tzinfo=UTC)
POLL = timedelta(minutes=5)


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock(START)


@pytest.fixture
async def reminders(db: Database, clock: ManualClock, user_id: str) -> AsyncIterator[Reminders]:
    store = Reminders(db, clock, UTC, FiringHub(clock, timedelta(minutes=5)))
    yield store
    await db.run_statement("MATCH (r:Reminder {user_id: $user_id}) DETACH DELETE r", user_id=user_id)


def scheduler(services: Services, clock: ManualClock, reminders: Reminders, **options: Any) -> Scheduler:
    return Scheduler(clock, reminders, services.recaller, zone=UTC, poll=POLL, recall_limit=5, **options)


async def test_create_list_and_delete(reminders: Reminders, user_id: str) -> None:
    meds = await reminders.create(user_id, " meds ", "0 20 * * *", "chat-1", START + timedelta(days=14))
    assert (meds.keyword, meds.schedule, meds.chat_id) == ("meds", "0 20 * * *", "chat-1")
    assert meds.next_run == datetime(2100, 2, 1, 20, 0, tzinfo=UTC) and meds.created_at == START
    gym = await reminders.create(user_id, "gym", "30 14 * * *")
    assert [r.uid for r in await reminders.list_reminders(user_id)] == [gym.uid, meds.uid]  # soonest first
    assert [r.uid for r in await reminders.list_reminders(user_id, "chat-1")] == [meds.uid]
    assert await reminders.list_reminders(f"other_{user_id}") == []
    with pytest.raises(NotFoundError):
        await reminders.delete(f"other_{user_id}", meds.uid)  # another namespace's id
    assert (await reminders.delete(user_id, meds.uid)).uid == meds.uid
    await reminders.create(user_id, "gym", "0 9 * * 1-5", "chat-2")
    assert await reminders.delete_keyword(user_id, "gym", "chat-2") == 1
    assert await reminders.delete_keyword(user_id, "gym") == 1
    assert await reminders.list_reminders(user_id) == []


@pytest.mark.parametrize(
    ("keyword", "schedule", "expires_in"),
    [
        ("meds", "0 20 * * * *", None),
        ("meds", "@daily", None),
        ("meds", "tomorrow", None),
        ("", "0 20 * * *", None),
        ("meds", "0 20 * * *", timedelta(hours=1)),  # expires before its first run (20:00)
    ],
)
async def test_bad_input_writes_nothing(
    reminders: Reminders, user_id: str, keyword: str, schedule: str, expires_in: timedelta | None
) -> None:
    expires = START + expires_in if expires_in else None
    with pytest.raises(ValidationError):
        await reminders.create(user_id, keyword, schedule, expires_at=expires)
    assert await reminders.list_reminders(user_id) == []


async def test_the_claim_is_exactly_once_under_concurrency(
    reminders: Reminders, clock: ManualClock, user_id: str
) -> None:
    reminder = await reminders.create(user_id, "meds", "0 20 * * *")
    clock.advance(timedelta(hours=9))
    (due,) = [r for r in await reminders.due(clock.now()) if r.uid == reminder.uid]
    claims = await asyncio.gather(*(reminders.claim(due, clock.now()) for _ in range(8)))
    won = [claim for claim in claims if claim is not None]
    assert len(won) == 1
    assert won[0].next_run == datetime(2100, 2, 2, 20, 0, tzinfo=UTC) and won[0].last_fired_at == clock.now()


async def test_two_schedulers_racing_fire_a_due_reminder_once(
    services: Services, reminders: Reminders, clock: ManualClock, user_id: str
) -> None:
    await reminders.create(user_id, "meds", "0 20 * * *")
    received = reminders.firings.subscribe(user_id)
    clock.advance(timedelta(hours=8))
    fired = await asyncio.gather(*(scheduler(services, clock, reminders).tick(clock.now()) for _ in range(2)))
    assert sum(fired) >= 1
    first = await asyncio.wait_for(anext(received), 10)
    assert first.reminder.keyword == "meds"
    # No second firing of that run: the next one this namespace sees is a marker created after.
    await reminders.create(user_id, "marker", "5 20 * * *")
    clock.advance(timedelta(minutes=5))
    await scheduler(services, clock, reminders).tick(clock.now())
    second = await asyncio.wait_for(anext(received), 10)
    assert second.reminder.keyword == "marker"
    await received.aclose()


async def test_missed_runs_fire_once_and_move_to_the_next_future_run(
    services: Services, reminders: Reminders, clock: ManualClock, user_id: str
) -> None:
    reminder = await reminders.create(user_id, "meds", "0 */2 * * *")
    clock.advance(timedelta(hours=7, minutes=30))  # 14:00, 16:00, 18:00 missed
    fired = [await scheduler(services, clock, reminders).tick(clock.now()) for _ in range(2)]
    assert fired[1] == 0 and fired[0] >= 1
    (after,) = await reminders.list_reminders(user_id)
    assert after.uid == reminder.uid
    assert after.next_run == datetime(2100, 2, 1, 20, 0, tzinfo=UTC)  # the next future tick
    assert after.last_fired_at == clock.now()


async def test_an_expired_reminder_fires_no_more_and_is_removed(
    services: Services, reminders: Reminders, clock: ManualClock, user_id: str
) -> None:
    await reminders.create(user_id, "meds", "0 20 * * *", expires_at=START + timedelta(days=1))
    received = reminders.firings.subscribe(user_id)
    clock.set(datetime(2100, 2, 1, 20, 0, tzinfo=UTC))
    await scheduler(services, clock, reminders).tick(clock.now())
    assert (await asyncio.wait_for(anext(received), 10)).reminder.keyword == "meds"
    (still,) = await reminders.list_reminders(user_id)
    assert still.expires_at is not None and still.next_run > still.expires_at
    assert await reminders.next_wake() is not None
    clock.set(datetime(2100, 2, 2, 12, 0, tzinfo=UTC))  # expiry passed, before the next run
    assert await scheduler(services, clock, reminders).tick(clock.now()) == 0
    assert await reminders.list_reminders(user_id) == []
    await received.aclose()


async def test_a_failing_job_is_logged_and_rescheduled_and_the_loop_goes_on(
    services: Services, reminders: Reminders, clock: ManualClock, caplog: pytest.LogCaptureFixture
) -> None:
    runs: list[datetime] = []
    done = asyncio.Event()

    async def broken(now: datetime) -> None:
        raise RuntimeError("decay exploded")

    async def counted(now: datetime) -> None:
        runs.append(now)
        if len(runs) == 2:
            done.set()

    jobs = [CronJob("broken", "0 * * * *", broken), CronJob("counted", "0 * * * *", counted)]
    running = scheduler(services, clock, reminders, jobs=jobs)
    running.start()
    try:
        clock.advance(timedelta(hours=1))
        while len(runs) < 1:
            await asyncio.sleep(0.02)
        clock.advance(timedelta(hours=1))
        await asyncio.wait_for(done.wait(), 30)
    finally:
        await running.stop()
    assert runs == [datetime(2100, 2, 1, 13, 0, tzinfo=UTC), datetime(2100, 2, 1, 14, 0, tzinfo=UTC)]
    assert sum("job broken failed" in r.getMessage() for r in caplog.records) == 2


class _Receiver(BaseHTTPRequestHandler):
    bodies: list[dict[str, Any]]

    def do_POST(self) -> None:
        length = int(self.headers["content-length"])
        self.bodies.append(json.loads(self.rfile.read(length)))
        self.send_response(204)
        self.end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture
def webhook_url() -> Iterator[tuple[str, list[dict[str, Any]]]]:
    bodies: list[dict[str, Any]] = []
    handler = type("Receiver", (_Receiver,), {"bodies": bodies})
    server = ThreadingHTTPServer(("127.0.0.1", free_port()), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}/hook", bodies
    server.shutdown()
    server.server_close()
    thread.join()


async def test_the_webhook_receives_the_firing_as_json(
    services: Services,
    reminders: Reminders,
    clock: ManualClock,
    user_id: str,
    webhook_url: tuple[str, list[dict[str, Any]]],
) -> None:
    url, bodies = webhook_url
    reminder = await reminders.create(user_id, "meds", "0 20 * * *", "chat-9")
    clock.set(datetime(2100, 2, 1, 20, 0, tzinfo=UTC))
    hook = Webhook(url, timeout_s=10)
    await scheduler(services, clock, reminders, webhook=hook).tick(clock.now())
    mine = [b for b in bodies if b["reminder"]["uid"] == reminder.uid]
    assert len(mine) == 1
    assert mine[0]["reminder"]["keyword"] == "meds" and mine[0]["reminder"]["chat_id"] == "chat-9"
    assert mine[0]["firedAt"] == "2100-02-01T20:00:00+00:00"
    assert mine[0]["memory"]["query"] == "meds"


async def test_a_webhook_that_fails_does_not_stop_the_delivery(
    services: Services,
    reminders: Reminders,
    clock: ManualClock,
    user_id: str,
    caplog: pytest.LogCaptureFixture,
) -> None:
    await reminders.create(user_id, "meds", "0 20 * * *")
    received = reminders.firings.subscribe(user_id)
    clock.set(datetime(2100, 2, 1, 20, 0, tzinfo=UTC))
    dead = Webhook(f"http://127.0.0.1:{free_port()}/nobody", timeout_s=5)
    assert await scheduler(services, clock, reminders, webhook=dead).tick(clock.now()) >= 1
    assert (await asyncio.wait_for(anext(received), 10)).reminder.keyword == "meds"
    assert any("reminder webhook" in r.getMessage() for r in caplog.records)
    await received.aclose()


async def test_a_late_subscriber_gets_recent_firings_of_its_namespace_only(clock: ManualClock) -> None:
    hub = FiringHub(clock, timedelta(minutes=5))
    uid = uuid.uuid4().hex

    def firing(user: str, chat: str | None, at: datetime) -> Firing:
        reminder = Reminder(uid, user, "meds", "0 20 * * *", chat, at, None, at, at)
        return Firing(reminder, Memory("meds", [], [], [], [], [], Routing([], [])), at)

    hub.publish(firing("alice", "c1", START - timedelta(minutes=10)))  # too old
    hub.publish(firing("alice", "c1", START - timedelta(minutes=1)))
    hub.publish(firing("alice", "c2", START))
    hub.publish(firing("bob", "c1", START))

    async def first_two(chat: str | None) -> list[tuple[str, str | None]]:
        stream = hub.subscribe("alice", chat)
        got = [await anext(stream) for _ in range(1 if chat else 2)]
        await stream.aclose()
        return [(f.reminder.user_id, f.reminder.chat_id) for f in got]

    assert await first_two(None) == [("alice", "c1"), ("alice", "c2")]
    assert await first_two("c2") == [("alice", "c2")]


def test_the_service_scheduler_runs_the_hygiene_jobs_on_their_settings(services: Services) -> None:
    jobs = {job.name: job.schedule for job in service_jobs(services)}
    settings = services.settings
    assert jobs == {
        "hygiene.decay": settings.hygiene_decay_schedule,
        "hygiene.compact": settings.hygiene_compact_schedule,
        "hygiene.prune": settings.hygiene_prune_schedule,
    }


async def test_the_scheduler_can_be_turned_off(services: Services) -> None:
    off = dataclasses.replace(
        services, settings=services.settings.model_copy(update={"scheduler_enabled": False})
    )
    async with running_scheduler(off) as none:
        assert none is None
    async with running_scheduler(services) as running:
        assert isinstance(running, Scheduler)
