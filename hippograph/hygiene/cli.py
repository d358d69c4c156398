"""``hippograph hygiene decay|compact|prune [--user U | --all]``: one hygiene job, now.

The CLI talks to Neo4j directly (like ``stats`` and ``export``): the jobs need no models, and an
operator may run them with the service stopped. The service runs the same jobs on its schedules.
"""

from __future__ import annotations

import asyncio
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from hippograph.auth import DEFAULT_USER
from hippograph.clock import SystemClock
from hippograph.graph.driver import connect
from hippograph.graph.namespace import validate_user_id
from hippograph.hygiene.policy import HygienePolicy
from hippograph.hygiene.report import HygieneJob, HygieneReport
from hippograph.hygiene.service import Hygiene
from hippograph.settings import load_settings

hygiene_app = typer.Typer(
    help="Memory hygiene: decay scores, compaction, archiving (the service also runs them on schedules)."
)
console = Console()

User = Annotated[str | None, typer.Option("--user", help=f"The user namespace (default {DEFAULT_USER}).")]
Everyone = Annotated[bool, typer.Option("--all", help="Every namespace, one after the other.")]


def _run(job: HygieneJob, user: str | None, everyone: bool) -> None:
    if everyone and user is not None:
        raise typer.BadParameter("give --user or --all, not both")
    target = None if everyone else validate_user_id(user or DEFAULT_USER)
    settings = load_settings()

    async def run() -> HygieneReport:
        async with connect(settings) as db:
            hygiene = Hygiene(db, SystemClock(), HygienePolicy.from_settings(settings))
            return await hygiene.run(job, target)

    _print(asyncio.run(run()), target)


def _print(report: HygieneReport, user: str | None) -> None:
    counts = {
        HygieneJob.DECAY: [("facts scored", report.scored)],
        HygieneJob.COMPACT: [
            ("facts merged", report.merged),
            ("versions folded", report.folded),
            ("orphans removed", report.orphans),
        ],
        HygieneJob.PRUNE: [("facts archived", report.archived)],
    }[report.job]
    table = Table("", "count", title=f"{report.job} of {user or 'every namespace'}")
    table.add_row("namespaces", str(report.namespaces))
    for label, count in counts:
        table.add_row(label, str(count))
    console.print(table)


@hygiene_app.command()
def decay(user: User = None, everyone: Everyone = False) -> None:
    """Score every fact (confidence × recency × frequency) and store the score; deletes nothing."""
    _run(HygieneJob.DECAY, user, everyone)


@hygiene_app.command()
def compact(user: User = None, everyone: Everyone = False) -> None:
    """Merge redundant facts, shorten very long version chains, remove orphan entities."""
    _run(HygieneJob.COMPACT, user, everyone)


@hygiene_app.command()
def prune(user: User = None, everyone: Everyone = False) -> None:
    """Above the size limit, archive the lowest-ranked facts (recall skips them unless asked)."""
    _run(HygieneJob.PRUNE, user, everyone)
