"""``hippograph review …`` (audit), ``hippograph gaps`` (domain coverage; ``--direct`` reads Neo4j
itself) and the ``notes`` commands, registered together; all through the running service."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console
from rich.table import Table
from rich.text import Text

from hippograph.cli_options import Direct, DirectUser, direct_user, id_table, looks_whole, service, unique_id
from hippograph.graph.domains import BY_ID
from hippograph.notes.cli import notes_app

if TYPE_CHECKING:
    from hippograph.client import Coverage as ServiceCoverage
    from hippograph.client import HippoGraph, ReviewedFact
    from hippograph.review.gaps import Coverage

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
    start = since.replace(tzinfo=UTC) if since else datetime.now(UTC) - timedelta(days=DEFAULT_DAYS)
    with service() as memory:
        facts = memory.recent_facts(start, first)
    if not facts:
        console.print(f"no facts learned since {start:%Y-%m-%d %H:%M}")
        return
    table = id_table(
        "id", "about", "field", "value", "domain", "source", "learned", "state",
        ids=[item.fact.id for item in facts], title="review",
    )  # fmt: skip
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


FactId = Annotated[str, typer.Argument(help="The fact's id, or a unique start of it.")]


def _fact_id(memory: HippoGraph, prefix: str) -> str:
    """The whole id of the fact ``prefix`` starts (of every fact the key's namespace learned)."""
    if looks_whole(prefix):
        return prefix
    known = memory.recent_facts(datetime(1970, 1, 1, tzinfo=UTC))
    return unique_id(prefix, [item.fact.id for item in known], "fact")


@review_app.command("approve")
def approve(fact_id: FactId) -> None:
    """Approve an active fact: reviewed, its confidence raised to the approval floor."""
    with service() as memory:
        item = memory.approve_fact(_fact_id(memory, fact_id))
    fact = item.fact
    console.print(Text(f"approved {fact.field}: {fact.value} (confidence {fact.confidence:.2f})"))


@review_app.command("reject")
def reject(fact_id: FactId) -> None:
    """Reject a fact: deactivated like forget, recorded as rejected, history kept."""
    with service() as memory:
        item = memory.reject_fact(_fact_id(memory, fact_id))
    console.print(Text(f"rejected {item.fact.field}: {item.fact.value}"))


@commands.command()
def gaps(direct: Direct = False, user: DirectUser = None) -> None:
    """Coverage of the 14 life domains, sparsest first: counts, freshness against each rate."""
    import asyncio

    namespace = direct_user("gaps", direct, user)
    if direct:
        coverage: list[Coverage] | list[ServiceCoverage] = asyncio.run(_direct_coverage(namespace))
    else:
        with service() as memory:
            coverage = memory.gaps()  # the service already sorts sparsest first
    table = Table(
        "domain", "facts", "fields", "share", "newest", "rate", "state", title=f"gaps of {namespace or 'you'}"
    )
    for item in coverage:
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


async def _direct_coverage(user: str) -> list[Coverage]:
    from hippograph.clock import SystemClock
    from hippograph.graph.driver import connect
    from hippograph.review.gaps import GapPolicy, Gaps, sparsest_first
    from hippograph.settings import load_settings

    settings = load_settings()
    async with connect(settings) as db:
        coverage = await Gaps(db, SystemClock(), GapPolicy.from_settings(settings)).coverage(user)
    return sparsest_first(coverage)
