"""``runHygiene``, ``hygieneRuns`` and ``undoHygieneRun``: hygiene in the caller's namespace only."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import strawberry

from hippograph.resolvers.context import Info
from hippograph.schema.hygiene import HygieneChange, HygieneJob, HygieneReport, HygieneRun

MAX_RUNS = 100


async def resolve_run_hygiene(info: Info, job: HygieneJob, dry_run: bool = False) -> HygieneReport:
    context = info.context
    report = await context.services.hygiene.run(job, context.user_id, dry_run=dry_run)
    return HygieneReport(
        job=report.job,
        scored=report.scored,
        merged=report.merged,
        folded=report.folded,
        orphans=report.orphans,
        archived=report.archived,
        dry_run=report.dry_run,
        run_id=strawberry.ID(report.run_ids[0]) if report.run_ids else None,
        change_count=report.change_count,
        changes=[
            HygieneChange(action=c.action, target=c.target, before=c.before, after=c.after)
            for c in report.changes
        ],
    )


def _time(value: Any) -> datetime | None:
    return value.to_native() if hasattr(value, "to_native") else value  # type: ignore[no-any-return]


def hygiene_run(row: dict[str, Any]) -> HygieneRun:
    started = _time(row["started_at"])
    assert started is not None  # create_run sets it
    return HygieneRun(
        id=strawberry.ID(row["uid"]),
        job=HygieneJob(row["job"]),
        number=row["number"],
        started_at=started,
        finished_at=_time(row.get("finished_at")),
        undone_at=_time(row.get("undone_at")),
        writes=row.get("changes") or 0,
        scored=row.get("scored") or 0,
        merged=row.get("merged") or 0,
        folded=row.get("folded") or 0,
        orphans=row.get("orphans") or 0,
        archived=row.get("archived") or 0,
    )


async def resolve_hygiene_runs(info: Info, first: int = 20) -> list[HygieneRun]:
    context = info.context
    runs = await context.services.hygiene.runs(context.user_id, max(0, min(first, MAX_RUNS)))
    return [hygiene_run(row) for row in runs]


async def resolve_undo_hygiene_run(info: Info, id: strawberry.ID) -> HygieneRun:
    context = info.context
    return hygiene_run(await context.services.hygiene.undo(str(id), context.user_id))
