"""The hygiene service: each job for one namespace, or for every namespace in turn; the runs it
recorded, and their undo.

Every run of a namespace is recorded (a ``HygieneRun`` with what it changed, see
:mod:`.record`) and can be undone (:meth:`Hygiene.undo`); ``dry_run`` shows the plan and writes
nothing.

>>> report = await services.hygiene.run(HygieneJob.COMPACT, "alice")   # doctest: +SKIP
>>> report.merged, report.run_ids                                       # doctest: +SKIP
(2, ('6f1c…',))
>>> await services.hygiene.undo(report.run_ids[0], "alice")             # doctest: +SKIP
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Any

from hippograph.clock import Clock
from hippograph.graph.driver import Database, Tx
from hippograph.graph.namespace import validate_user_id
from hippograph.hygiene.compact import compact_namespace
from hippograph.hygiene.decay import decay_namespace
from hippograph.hygiene.policy import HygienePolicy
from hippograph.hygiene.prune import prune_namespace
from hippograph.hygiene.record import Recorder, start_run
from hippograph.hygiene.report import COUNTS, HygieneJob, HygieneReport
from hippograph.hygiene.undo import undo_run
from hippograph.ontology import Ontology, load_ontology

Row = dict[str, Any]
Step = Callable[[Recorder, datetime], Awaitable[HygieneReport]]


class _Planned(Exception):
    """Ends a dry run's transaction (rolled back) with the report of what it would have done."""

    def __init__(self, report: HygieneReport) -> None:
        super().__init__("dry run")
        self.report = report


class Hygiene:
    def __init__(
        self, db: Database, clock: Clock, policy: HygienePolicy, ontology: Ontology | None = None
    ) -> None:
        """``ontology`` says which fields hold one value at a time (the default one when None)."""
        self._db = db
        self._clock = clock
        self._policy = policy
        self._ontology = ontology or load_ontology()
        self._steps: dict[HygieneJob, Step] = {
            HygieneJob.DECAY: self._decay,
            HygieneJob.COMPACT: self._compact,
            HygieneJob.PRUNE: self._prune,
        }

    async def run(
        self,
        job: HygieneJob,
        user_id: str | None = None,
        now: datetime | None = None,
        *,
        dry_run: bool = False,
    ) -> HygieneReport:
        """Run ``job`` for ``user_id``, or for every namespace when it is None (the scheduler).
        With ``dry_run`` nothing is written: the report is the plan."""
        job = HygieneJob(job)
        users = [validate_user_id(user_id)] if user_id is not None else await self._namespaces()
        at = now or self._clock.now()
        report = HygieneReport(job, dry_run=dry_run)
        for user in users:
            report += await (self._plan(job, user, at) if dry_run else self._record(job, user, at))
        return report

    async def runs(self, user_id: str, limit: int = 20) -> list[Row]:
        """The recorded runs of ``user_id``, newest first."""
        user_id = validate_user_id(user_id)
        rows = await self._db.read("hygiene/list_runs", user_id=user_id, uid=None, limit=limit)
        return [row["run"] for row in rows]

    async def undo(self, run_id: str, user_id: str) -> Row:
        """Take back run ``run_id`` of ``user_id`` (NotFoundError, or ConflictError when memory
        changed since it ran or it was undone already); returns the run."""
        return await undo_run(self._db, validate_user_id(user_id), run_id, self._clock.now())

    async def _record(self, job: HygieneJob, user_id: str, now: datetime) -> HygieneReport:
        run_uid = await start_run(self._db, user_id, job, now)
        recorder = Recorder(self._db, user_id, run_uid)
        report = await self._steps[job](recorder, now)
        counts = {name: getattr(report, name) for name in COUNTS[1:]}
        await self._db.write("hygiene/finish_run", user_id=user_id, uid=run_uid, now=self._clock.now(),
                             keep=self._policy.keep_runs, **counts)  # fmt: skip
        return self._with_changes(report, recorder, (run_uid,))

    async def _plan(self, job: HygieneJob, user_id: str, now: datetime) -> HygieneReport:
        async def work(tx: Tx) -> None:
            recorder = Recorder(self._db, user_id, None, tx)
            report = await self._steps[job](recorder, now)
            raise _Planned(self._with_changes(report, recorder, ()))

        try:
            await self._db.write_tx(work)
        except _Planned as planned:
            return planned.report
        raise AssertionError("a dry run always ends in _Planned")  # pragma: no cover

    @staticmethod
    def _with_changes(report: HygieneReport, recorder: Recorder, run_ids: tuple[str, ...]) -> HygieneReport:
        return HygieneReport(
            report.job,
            namespaces=report.namespaces,
            scored=report.scored,
            merged=report.merged,
            folded=report.folded,
            orphans=report.orphans,
            archived=report.archived,
            dry_run=recorder.dry_run,
            run_ids=run_ids,
            change_count=recorder.count,
            changes=tuple(recorder.shown),
        )

    async def _namespaces(self) -> list[str]:
        return [row["user_id"] for row in await self._db.read("hygiene/list_namespaces")]

    async def _decay(self, recorder: Recorder, now: datetime) -> HygieneReport:
        scored = await decay_namespace(recorder, self._policy, now)
        return HygieneReport(HygieneJob.DECAY, namespaces=1, scored=scored)

    async def _compact(self, recorder: Recorder, now: datetime) -> HygieneReport:
        done = await compact_namespace(recorder, self._policy, now, self._ontology.is_multi_valued)
        return HygieneReport(
            HygieneJob.COMPACT, namespaces=1, merged=done.merged, folded=done.folded, orphans=done.orphans
        )

    async def _prune(self, recorder: Recorder, now: datetime) -> HygieneReport:
        policy = self._policy
        archived = await prune_namespace(
            recorder, policy.prune_max_facts, policy.prune_percent, policy.batch_size, now
        )
        return HygieneReport(HygieneJob.PRUNE, namespaces=1, archived=archived)
