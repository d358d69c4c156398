"""The hygiene service: each job for one namespace, or for every namespace in turn.

>>> report = await services.hygiene.run(HygieneJob.DECAY, "alice")   # doctest: +SKIP
>>> report.scored                                                     # doctest: +SKIP
1520
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime

from hippograph.clock import Clock
from hippograph.graph.driver import Database
from hippograph.graph.namespace import validate_user_id
from hippograph.hygiene.compact import compact_namespace
from hippograph.hygiene.decay import decay_namespace
from hippograph.hygiene.policy import HygienePolicy
from hippograph.hygiene.prune import prune_namespace
from hippograph.hygiene.report import HygieneJob, HygieneReport

Step = Callable[[str, datetime], Awaitable[HygieneReport]]


class Hygiene:
    def __init__(self, db: Database, clock: Clock, policy: HygienePolicy) -> None:
        self._db = db
        self._clock = clock
        self._policy = policy
        self._steps: dict[HygieneJob, Step] = {
            HygieneJob.DECAY: self._decay,
            HygieneJob.COMPACT: self._compact,
            HygieneJob.PRUNE: self._prune,
        }

    async def run(
        self, job: HygieneJob, user_id: str | None = None, now: datetime | None = None
    ) -> HygieneReport:
        """Run ``job`` for ``user_id``, or for every namespace when it is None (the scheduler)."""
        job = HygieneJob(job)
        users = [validate_user_id(user_id)] if user_id is not None else await self._namespaces()
        at = now or self._clock.now()
        report = HygieneReport(job)
        for user in users:
            report += await self._steps[job](user, at)
        return report

    async def _namespaces(self) -> list[str]:
        return [row["user_id"] for row in await self._db.read("hygiene/list_namespaces")]

    async def _decay(self, user_id: str, now: datetime) -> HygieneReport:
        scored = await decay_namespace(self._db, user_id, self._policy, now)
        return HygieneReport(HygieneJob.DECAY, namespaces=1, scored=scored)

    async def _compact(self, user_id: str, now: datetime) -> HygieneReport:
        done = await compact_namespace(self._db, user_id, self._policy, now)
        return HygieneReport(
            HygieneJob.COMPACT, namespaces=1, merged=done.merged, folded=done.folded, orphans=done.orphans
        )

    async def _prune(self, user_id: str, now: datetime) -> HygieneReport:
        policy = self._policy
        archived = await prune_namespace(
            self._db, user_id, policy.prune_max_facts, policy.prune_percent, policy.batch_size, now
        )
        return HygieneReport(HygieneJob.PRUNE, namespaces=1, archived=archived)
