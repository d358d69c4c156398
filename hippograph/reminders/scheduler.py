"""The service's one scheduler: keyword reminders and generic cron jobs (the hygiene jobs).

It runs as a task in the service's event loop, built from the service's parts and started by
the app's lifespan (``running_scheduler`` in the composition root, ``hippograph/services.py``),
and takes its time from the injected clock: it sleeps until the earliest reminder run, reminder
expiry or job run (at most ``poll``, so reminders created by another process are seen), and is
woken early when this process creates a reminder.

A due reminder is claimed with one conditional write (see ``cypher/reminders/claim_reminder``)
before anything is delivered, so two service processes never both fire it, and a reminder whose
runs were missed while the service was down fires once and moves to its next future run. The
keyword is recalled at firing time, so the firing carries what memory says now.

Jobs keep their next run in memory: a job missed while the service was down runs at its next
tick. Each tick of a job is claimed in Neo4j before it runs (``cypher/jobs/claim_job_run``), so
N service processes with the scheduler on run it once between them. A job or a firing that
raises is logged and the loop carries on.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Sequence
from datetime import datetime, timedelta, tzinfo

from hippograph.clock import Clock
from hippograph.errors import ConfigurationError, ValidationError
from hippograph.jobs import CronJob, JobClaims
from hippograph.recall.engine import Recaller
from hippograph.reminders import schedule
from hippograph.reminders.delivery import Firing, Webhook
from hippograph.reminders.store import Reminder, Reminders

log = logging.getLogger(__name__)


class Scheduler:
    def __init__(
        self,
        clock: Clock,
        reminders: Reminders,
        recaller: Recaller,
        jobs: Sequence[CronJob] = (),
        *,
        zone: tzinfo,
        poll: timedelta,
        recall_limit: int,
        webhook: Webhook | None = None,
        claims: JobClaims | None = None,
    ) -> None:
        for job in jobs:
            try:
                schedule.validate(job.schedule)
            except ValidationError as exc:
                raise ConfigurationError(f"job {job.name}: {exc.message}") from exc
        self._clock = clock
        self._reminders = reminders
        self._recaller = recaller
        self._jobs = list(jobs)
        self._zone = zone
        self._poll = poll
        self._recall_limit = recall_limit
        self._webhook = webhook
        self._claims = claims  # None: this scheduler runs every tick itself (a single process)
        start = clock.now()
        self._job_runs = [schedule.next_run(job.schedule, start, zone) for job in self._jobs]
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self.run(), name="hippograph-scheduler")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def run(self) -> None:
        """Tick, sleep until there is work, repeat; only cancellation ends it."""
        while True:
            self._reminders.changed.clear()
            now = self._clock.now()
            try:
                await self.tick(now)
                wake = await self._next_wake(now)
            except Exception:  # Neo4j unavailable, a bug: log, retry after a poll interval
                log.exception("the scheduler's pass failed; retrying")
                wake = now + self._poll
            await self._clock.sleep_until(wake, wake=self._reminders.changed)

    async def tick(self, now: datetime) -> int:
        """One pass at ``now``: due jobs, due reminders, expired reminders. Returns the number of
        reminders this scheduler fired."""
        await self.run_due_jobs(now)
        fired = 0
        for reminder in await self._reminders.due(now):
            fired += await self._fire(reminder, now)
        removed = await self._reminders.delete_expired(now)
        if removed:
            log.info("removed %d expired reminder(s)", removed)
        return fired

    async def run_due_jobs(self, now: datetime) -> int:
        """Run the jobs due at ``now`` (each tick claimed first, so across processes it runs once);
        returns how many this scheduler ran."""
        ran = 0
        for index, job in enumerate(self._jobs):
            due = self._job_runs[index]
            if due > now:
                continue
            self._job_runs[index] = schedule.next_run(job.schedule, now, self._zone)
            try:
                if self._claims is not None and not await self._claims.claim(job.name, due, now):
                    continue  # another process runs this tick
                ran += 1
                await job.run(now)
            except Exception:  # a failing job must not stop reminders or the other jobs
                log.exception("job %s failed; next run %s", job.name, self._job_runs[index].isoformat())
        return ran

    async def _fire(self, due: Reminder, now: datetime) -> int:
        claimed = await self._reminders.claim(due, now)
        if claimed is None:
            return 0  # another scheduler fired this run
        try:
            memory = await self._recaller.recall(claimed.user_id, claimed.keyword, limit=self._recall_limit)
            firing = Firing(claimed, memory, now)
            self._reminders.firings.publish(firing)
            if self._webhook is not None:
                await self._webhook.send(firing)
        except Exception:  # the run is claimed: it is not retried, but the loop goes on
            log.exception("reminder %s (%r) could not be delivered", claimed.uid, claimed.keyword)
            return 0
        return 1

    async def _next_wake(self, now: datetime) -> datetime:
        candidates = [now + self._poll, *self._job_runs]
        reminder = await self._reminders.next_wake()
        if reminder is not None:
            candidates.append(reminder)
        return min(candidates)
