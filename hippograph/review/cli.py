"""``hippograph review …`` (audit, through the running service), ``hippograph gaps`` (domain
coverage, straight from Neo4j like ``stats``) and the ``notes`` commands, registered together."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table
from rich.text import Text

from hippograph.auth import DEFAULT_USER
from hippograph.client import ReviewedFact
from hippograph.clock import SystemClock
from hippograph.graph.domains import BY_ID
from hippograph.graph.driver import connect
from hippograph.graph.namespace import validate_user_id
from hippograph.notes.cli import notes_app, service
from hippograph.review.gaps import Coverage, GapPolicy, Gaps, sparsest_first
from hippograph.settings import load_settings

commands = typer.Typer()  # merged into the top-level app: `hippograph review|gaps|notes`
review_app = typer.Typer(help="Review recently learned facts: list, approve, reject.")
commands.add_typer(review_app, name="review")
commands.add_typer(notes_app, name="notes")
console = Console()
DEFAULT_DAYS = 7
TIME_FORMATS = ["%Y-%m-%d", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%d %H:%M:%S"]


@review_app.callback(invoke_without_command=True)
def review(
    ctx: typer.Context,
    since: Annotated[
        datetime | None,
        typer.Option(formats=TIME_FORMATS, help=f"UTC; default {DEFAULT_DAYS} days ago."),
    ] = None,
    first: Annotated[int, typer.Option(min=1, help="Most facts to list.")] = 50,
) -> None:
    """List the facts learned since --since, newest first (then `approve ID` or `reject ID`)."""
    if ctx.invoked_subcommand is not None:
        return
    start = since.replace(tzinfo=UTC) if since else SystemClock().now() - timedelta(days=DEFAULT_DAYS)
    with service() as memory:
        facts = memory.recent_facts(start, first)
    if not facts:
        console.print(f"no facts learned since {start:%Y-%m-%d %H:%M}")
        return
    table = Table("id", "about", "field", "value", "domain", "source", "learned", "state", title="review")
    for item in facts:
        table.add_row(*_cells(item))
    console.print(table)


def _cells(item: ReviewedFact) -> list[Text | str]:
    fact = item.fact
    domain = BY_ID.get(fact.domain_id)
    state = item.review or ("active" if fact.active else "inactive")
    return [
        Text(fact.id),
        Text(item.about),
        Text(fact.field),
        Text(fact.value),
        domain.name if domain else str(fact.domain_id),
        item.source or "",
        f"{item.created_at:%Y-%m-%d %H:%M}" if item.created_at else "",
        state,
    ]


@review_app.command("approve")
def approve(fact_id: Annotated[str, typer.Argument(help="The fact's id.")]) -> None:
    """Approve an active fact: reviewed, its confidence raised to the approval floor."""
    with service() as memory:
        item = memory.approve_fact(fact_id)
    fact = item.fact
    console.print(Text(f"approved {fact.field}: {fact.value} (confidence {fact.confidence:.2f})"))


@review_app.command("reject")
def reject(fact_id: Annotated[str, typer.Argument(help="The fact's id.")]) -> None:
    """Reject a fact: deactivated like forget, recorded as rejected, history kept."""
    with service() as memory:
        item = memory.reject_fact(fact_id)
    console.print(Text(f"rejected {item.fact.field}: {item.fact.value}"))


@commands.command()
def gaps(user: Annotated[str, typer.Option(help="The user namespace.")] = DEFAULT_USER) -> None:
    """Coverage of the 14 life domains, sparsest first: counts, freshness against each rate."""
    validate_user_id(user)
    settings = load_settings()

    async def run() -> list[Coverage]:
        async with connect(settings) as db:
            return await Gaps(db, SystemClock(), GapPolicy.from_settings(settings)).coverage(user)

    table = Table("domain", "facts", "fields", "share", "newest", "rate", "state", title=f"gaps of {user}")
    for item in sparsest_first(asyncio.run(run())):
        state = ", ".join(word for word, on in (("sparse", item.sparse), ("stale", item.stale)) if on)
        table.add_row(
            f"{item.domain_id:>2} {item.name}",
            str(item.fact_count),
            str(item.field_count),
            f"{item.share:.0%}",
            f"{item.newest_fact_at:%Y-%m-%d}" if item.newest_fact_at else "never",
            item.rate,
            state or "ok",
        )
    console.print(table)
