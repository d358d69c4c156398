"""``runHygiene``: one hygiene job, now, in the caller's namespace only."""

from __future__ import annotations

from hippograph.resolvers.context import Info
from hippograph.schema.hygiene import HygieneJob, HygieneReport


async def resolve_run_hygiene(info: Info, job: HygieneJob) -> HygieneReport:
    context = info.context
    report = await context.services.hygiene.run(job, context.user_id)
    return HygieneReport(
        job=report.job,
        scored=report.scored,
        merged=report.merged,
        folded=report.folded,
        orphans=report.orphans,
        archived=report.archived,
    )
