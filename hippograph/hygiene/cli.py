"""``hippograph hygiene decay|compact|prune``: one hygiene job, now.

By default through the running service, in the API key's namespace (``runHygiene``). With
``--direct`` the CLI runs the job on Neo4j itself (``--user U`` or ``--all``): the jobs need no
models, so an operator may run them with the service stopped. The service runs the same jobs on
its schedules.
"""

from __future__ import annotations

from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from hippograph.cli_options import Direct, service
from hippograph.hygiene.report import HygieneJob, HygieneReport

hygiene_app = typer.Typer(
    help="Memory hygiene: decay scores, compaction, archiving (the service also runs them on schedules)."
)
console = Console()

User = Annotated[str | None, typer.Option("--user", help="With --direct: the user namespace.")]
Everyone = Annotated[bool, typer.Option("--all", help="With --direct: every namespace, one after another.")]


def _run(job: HygieneJob, direct: bool, user: str | None, everyone: bool) -> None:
    import asyncio

    if not direct:
        if user is not None or everyone:
            raise typer.BadParameter("--user and --all are admin work on the database: add --direct")
        with service() as memory:
            done = memory.run_hygiene(job.value)
        report = HygieneReport(job, 1, done.scored, done.merged, done.folded, done.orphans, done.archived)
        _print(report, "you")
        return
    if everyone == (user is not None):
        raise typer.BadParameter("with --direct give --user or --all (exactly one)")
    _print(asyncio.run(_direct(job, user)), user or "every namespace")


async def _direct(job: HygieneJob, user: str | None) -> HygieneReport:
    from hippograph.clock import SystemClock
    from hippograph.graph.driver import connect
    from hippograph.graph.namespace import validate_user_id
    from hippograph.hygiene.policy import HygienePolicy
    from hippograph.hygiene.service import Hygiene
    from hippograph.settings import load_settings

    target = None if user is None else validate_user_id(user)
    settings = load_settings()
    async with connect(settings) as db:
        return await Hygiene(db, SystemClock(), HygienePolicy.from_settings(settings)).run(job, target)


def _print(report: HygieneReport, scope: str) -> None:
    counts = {
        HygieneJob.DECAY: [("facts scored", report.scored)],
        HygieneJob.COMPACT: [
            ("facts merged", report.merged),
            ("versions folded", report.folded),
            ("orphans removed", report.orphans),
        ],
        HygieneJob.PRUNE: [("facts archived", report.archived)],
    }[report.job]
    table = Table("", "count", title=f"{report.job} of {scope}")
    table.add_row("namespaces", str(report.namespaces))
    for label, count in counts:
        table.add_row(label, str(count))
    console.print(table)


@hygiene_app.command()
def decay(direct: Direct = False, user: User = None, everyone: Everyone = False) -> None:
    """Score every fact (confidence × recency × frequency) and store the score; deletes nothing."""
    _run(HygieneJob.DECAY, direct, user, everyone)


@hygiene_app.command()
def compact(direct: Direct = False, user: User = None, everyone: Everyone = False) -> None:
    """Merge redundant facts, shorten very long version chains, remove orphan entities."""
    _run(HygieneJob.COMPACT, direct, user, everyone)


@hygiene_app.command()
def prune(direct: Direct = False, user: User = None, everyone: Everyone = False) -> None:
    """Above the size limit, archive the lowest-ranked facts (recall skips them unless asked)."""
    _run(HygieneJob.PRUNE, direct, user, everyone)
