"""``hippograph hygiene decay|compact|prune [--user U | --all] [--dry-run]``: one hygiene job,
now (or its plan); ``hygiene runs`` lists the recorded runs, ``hygiene undo RUN_ID`` takes one back.

The CLI talks to Neo4j directly (like ``stats`` and ``export``): the jobs need no models, and an
operator may run them with the service stopped. The service runs the same jobs on its schedules.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Annotated, TypeVar

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
from hippograph.ontology import load_ontology
from hippograph.settings import load_settings

T = TypeVar("T")

hygiene_app = typer.Typer(
    help="Memory hygiene: decay scores, compaction, archiving (the service also runs them on schedules)."
)
console = Console()

User = Annotated[str | None, typer.Option("--user", help=f"The user namespace (default {DEFAULT_USER}).")]
Everyone = Annotated[bool, typer.Option("--all", help="Every namespace, one after the other.")]
DryRun = Annotated[bool, typer.Option("--dry-run", help="Show the plan; change nothing.")]


def _run(job: HygieneJob, user: str | None, everyone: bool, dry_run: bool) -> None:
    if everyone and user is not None:
        raise typer.BadParameter("give --user or --all, not both")
    target = None if everyone else validate_user_id(user or DEFAULT_USER)
    settings = load_settings()

    async def run() -> HygieneReport:
        async with connect(settings) as db:
            hygiene = Hygiene(
                db,
                SystemClock(),
                HygienePolicy.from_settings(settings),
                load_ontology(settings.ontology_path),
            )
            return await hygiene.run(job, target, dry_run=dry_run)

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
    plan = " (dry run: the plan, nothing changed)" if report.dry_run else ""
    table = Table("", "count", title=f"{report.job} of {user or 'every namespace'}{plan}")
    table.add_row("namespaces", str(report.namespaces))
    for label, count in counts:
        table.add_row(label, str(count))
    table.add_row("changes", str(report.change_count))
    console.print(table)
    if report.dry_run and report.changes:
        changes = Table("action", "target", "before", "after", title="planned changes")
        for change in report.changes:
            changes.add_row(change.action, change.target, change.before or "", change.after or "")
        console.print(changes)
        if report.change_count > len(report.changes):
            console.print(f"... and {report.change_count - len(report.changes)} more")
    for run_id in report.run_ids:
        console.print(f"run {run_id} (undo: hippograph hygiene undo {run_id})")


@hygiene_app.command()
def decay(user: User = None, everyone: Everyone = False, dry_run: DryRun = False) -> None:
    """Score every fact (confidence × recency × frequency) and store the score; deletes nothing."""
    _run(HygieneJob.DECAY, user, everyone, dry_run)


@hygiene_app.command()
def compact(user: User = None, everyone: Everyone = False, dry_run: DryRun = False) -> None:
    """Merge facts of the same value (never two different values), shorten very long version
    chains, remove orphan entities."""
    _run(HygieneJob.COMPACT, user, everyone, dry_run)


@hygiene_app.command()
def prune(user: User = None, everyone: Everyone = False, dry_run: DryRun = False) -> None:
    """Above the size limit, archive the lowest-ranked facts (recall skips them unless asked)."""
    _run(HygieneJob.PRUNE, user, everyone, dry_run)


def _with_hygiene(work: Callable[[Hygiene], Awaitable[T]]) -> T:
    settings = load_settings()

    async def run() -> T:
        async with connect(settings) as db:
            return await work(
                Hygiene(
                    db,
                    SystemClock(),
                    HygienePolicy.from_settings(settings),
                    load_ontology(settings.ontology_path),
                )
            )

    return asyncio.run(run())


@hygiene_app.command()
def runs(user: User = None, last: Annotated[int, typer.Option(help="How many, newest first.")] = 20) -> None:
    """The recorded hygiene runs of a namespace, newest first (each can be undone)."""
    target = validate_user_id(user or DEFAULT_USER)
    rows = _with_hygiene(lambda hygiene: hygiene.runs(target, last))
    table = Table("#", "id", "job", "started", "undone", "writes", title=f"hygiene runs of {target}")
    for row in rows:
        undone = str(row.get("undone_at") or "")
        table.add_row(
            str(row["number"]), row["uid"], row["job"], str(row["started_at"]), undone, str(row["changes"])
        )
    console.print(table)


@hygiene_app.command()
def undo(
    run_id: Annotated[str, typer.Argument(help="The run, from `hygiene runs`.")], user: User = None
) -> None:
    """Take back what one hygiene run changed (refused if that memory changed since)."""
    target = validate_user_id(user or DEFAULT_USER)
    row = _with_hygiene(lambda hygiene: hygiene.undo(run_id, target))  # errors: see cli.main
    console.print(f"run {row['uid']} ({row['job']} #{row['number']}) undone")
