"""A recurring job of the service's scheduler: a name, a 5-field cron expression, a coroutine.

Reminders and the hygiene jobs (decay, compaction, pruning, gaps) all run this way, in the one
scheduler the service starts; the CLI can run each job's coroutine once, by hand.
"""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from hippograph.graph.driver import Database

KEEP_RUNS = timedelta(days=30)  # claims of past ticks kept (each only guards its own tick)


@dataclass(frozen=True)
class CronJob:
    name: str
    schedule: str  # standard 5-field cron: minute hour day-of-month month day-of-week
    run: Callable[[datetime], Awaitable[object]]  # called with the clock's "now" when due


@dataclass(frozen=True)
class JobClaims:
    """Exactly one scheduler per tick runs a job, however many service processes schedule it:
    each claims the tick (the job's name and its due time, the same in every process) with one
    MERGE on a unique key before running it, as reminders are claimed."""

    db: Database
    claimant: str = field(default_factory=lambda: uuid.uuid4().hex)

    async def claim(self, name: str, due: datetime, now: datetime) -> bool:
        rows = await self.db.write(
            "jobs/claim_job_run", job=name, due=due, claimant=self.claimant, now=now, before=due - KEEP_RUNS
        )
        return bool(rows and rows[0]["claimed"])
