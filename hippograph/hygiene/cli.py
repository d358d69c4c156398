"""``hippograph hygiene decay|compact|prune [--dry-run]``: one hygiene job, now (or its plan);
``hygiene runs`` lists the recorded runs, ``hygiene undo RUN_ID`` takes one back.

By default a job runs through the running service, in the API key's namespace (``runHygiene``).
With ``--direct`` the CLI works on Neo4j itself (``--user U`` or ``--all``): the jobs need no
models, so an operator may run them with the service stopped. ``--dry-run``, ``runs`` and
``undo`` are admin work on the run records and need ``--direct --user U``. The service runs the
same jobs on its schedules.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Annotated, TypeVar

import typer
from rich.console import Console
from rich.table import Table

from hippograph.cli_options import Direct, service
from hippograph.hygiene.report import HygieneJob, HygieneReport

if TYPE_CHECKING:
    from hippograph.hygiene.service import Hygiene

T = TypeVar("T")

hygiene_app = typer.Typer(
    help="Memory hygiene: decay scores, compaction, archiving (the service also runs them on schedules)."
)
console = Console()

User = Annotated[str | None, typer.Option("--user", help="With --direct: the user namespace.")]
Everyone = Annotated[bool, typer.Option("--all", help="With --direct: every namespace, one after another.")]
DryRun = Annotated[bool, typer.Option("--dry-run", help="With --direct: show the plan; change nothing.")]


def _run(job: HygieneJob, direct: bool, user: str | None, everyone: bool, dry_run: bool) -> None:
    if not direct:
        if user is not None or everyone or dry_run:
            raise typer.BadParameter(
                "--user, --all and --dry-run are admin work on the database: add --direct"
            )
        with service() as memory:
            done = memory.run_hygiene(job.value)
        report = HygieneReport(job, 1, done.scored, done.merged, done.folded, done.orphans, done.archived)
        _print(report, "you")
        return
    if everyone == (user is not None):
        raise typer.BadParameter("with --direct give --user or --all (exactly one)")
    target = _namespace(user) if user is not None else None
    report = _with_hygiene(lambda hygiene: hygiene.run(job, target, dry_run=dry_run))
    _print(report, user or "every namespace")


def _namespace(user: str | None) -> str:
    from hippograph.graph.namespace import validate_user_id

    if user is None:
        raise typer.BadParameter("give --direct --user U")
    return validate_user_id(user)


def _with_hygiene(work: Callable[[Hygiene], Awaitable[T]]) -> T:
    import asyncio

    from hippograph.clock import SystemClock
    from hippograph.graph.driver import connect
    from hippograph.hygiene.policy import HygienePolicy
    from hippograph.hygiene.service import Hygiene
    from hippograph.ontology import load_ontology
    from hippograph.settings import load_settings

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
    plan = " (dry run: the plan, nothing changed)" if report.dry_run else ""
    table = Table("", "count", title=f"{report.job} of {scope}{plan}")
    table.add_row("namespaces", str(report.namespaces))
    for label, count in counts:
        table.add_row(label, str(count))
    if report.run_ids or report.dry_run:
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
def decay(
    direct: Direct = False, user: User = None, everyone: Everyone = False, dry_run: DryRun = False
) -> None:
    """Score every fact (confidence × recency × frequency) and store the score; deletes nothing."""
    _run(HygieneJob.DECAY, direct, user, everyone, dry_run)


@hygiene_app.command()
def compact(
    direct: Direct = False, user: User = None, everyone: Everyone = False, dry_run: DryRun = False
) -> None:
    """Merge facts of the same value (never two different values), shorten very long version
    chains, remove orphan entities."""
    _run(HygieneJob.COMPACT, direct, user, everyone, dry_run)


@hygiene_app.command()
def prune(
    direct: Direct = False, user: User = None, everyone: Everyone = False, dry_run: DryRun = False
) -> None:
    """Above the size limit, archive the lowest-ranked facts (recall skips them unless asked)."""
    _run(HygieneJob.PRUNE, direct, user, everyone, dry_run)


@hygiene_app.command()
def runs(
    direct: Direct = False,
    user: User = None,
    last: Annotated[int, typer.Option(help="How many, newest first.")] = 20,
) -> None:
    """The recorded hygiene runs of a namespace, newest first (each can be undone)."""
    if not direct:
        raise typer.BadParameter("the run records are admin work on the database: add --direct --user U")
    target = _namespace(user)
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
    run_id: Annotated[str, typer.Argument(help="The run, from `hygiene runs`.")],
    direct: Direct = False,
    user: User = None,
) -> None:
    """Take back what one hygiene run changed (refused if that memory changed since)."""
    if not direct:
        raise typer.BadParameter("undoing a run is admin work on the database: add --direct --user U")
    target = _namespace(user)
    row = _with_hygiene(lambda hygiene: hygiene.undo(run_id, target))  # errors: see cli.main
    console.print(f"run {row['uid']} ({row['job']} #{row['number']}) undone")
