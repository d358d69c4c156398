"""Scheduled jobs across replicas: two schedulers on one Neo4j run each tick of a job once."""

from __future__ import annotations

import asyncio
import uuid
from datetime import UTC, datetime, timedelta

from hippograph.clock import ManualClock
from hippograph.graph.driver import Database
from hippograph.jobs import CronJob, JobClaims
from hippograph.reminders.delivery import FiringHub
from hippograph.reminders.scheduler import Scheduler
from hippograph.reminders.store import Reminders
from hippograph.services import Services
from tests.reliability_report import record

START = datetime(2100, 3, 1, 11, 59, tzinfo=UTC)
TICKS = 5
REPLICAS = 2


async def test_two_replicas_run_each_tick_once(services: Services, db: Database) -> None:
    clock = ManualClock(START)
    runs: list[tuple[int, datetime]] = []
    name = f"test.job.{uuid.uuid4().hex[:8]}"  # its own claims, whatever else ran before

    def replica(number: int) -> Scheduler:
        async def job(now: datetime) -> None:
            runs.append((number, now))

        reminders = Reminders(db, clock, UTC, FiringHub(clock, timedelta(minutes=5)))
        return Scheduler(
            clock,
            reminders,
            services.recaller,
            [CronJob(name, "* * * * *", job)],
            zone=UTC,
            poll=timedelta(minutes=1),
            recall_limit=5,
            claims=JobClaims(db),
        )

    replicas = [replica(n) for n in range(REPLICAS)]
    for minute in range(1, TICKS + 1):
        now = START + timedelta(minutes=minute)
        ran = await asyncio.gather(*(s.run_due_jobs(now) for s in replicas))
        assert sum(ran) == 1, (minute, ran)
    assert len(runs) == TICKS
    record("scheduled_job_runs_per_tick_across_2_replicas", len(runs) / TICKS)


async def test_without_claims_each_scheduler_runs_it(services: Services, db: Database) -> None:
    """The claim is what makes it once: unclaimed schedulers (the old behaviour) both run it."""
    clock = ManualClock(START)
    runs: list[datetime] = []

    async def job(now: datetime) -> None:
        runs.append(now)

    schedulers = [
        Scheduler(
            clock,
            Reminders(db, clock, UTC, FiringHub(clock, timedelta(minutes=5))),
            services.recaller,
            [CronJob("test.unclaimed", "* * * * *", job)],
            zone=UTC,
            poll=timedelta(minutes=1),
            recall_limit=5,
        )
        for _ in range(REPLICAS)
    ]
    await asyncio.gather(*(s.run_due_jobs(START + timedelta(minutes=1)) for s in schedulers))
    assert len(runs) == REPLICAS
