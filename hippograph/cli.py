"""The ``hippograph`` command line (typer + rich)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from enum import StrEnum
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from hippograph.errors import HippoGraphError
from hippograph.graph.driver import connect
from hippograph.graph.migrations import migrate
from hippograph.ingestion.importer import (
    ImportCounts,
    TurnInput,
    count_jsonl,
    import_turns,
    locomo_turns,
    read_jsonl,
)
from hippograph.localneo4j import LocalNeo4j
from hippograph.settings import Settings, load_settings

app = typer.Typer(help="HippoGraph: long-term memory for AI assistants.", no_args_is_help=True)
neo4j_app = typer.Typer(help="The local Neo4j server (not used when NEO4J_URI is set).")
db_app = typer.Typer(help="The graph database schema.")
app.add_typer(neo4j_app, name="neo4j")
app.add_typer(db_app, name="db")
console = Console()
errors = Console(stderr=True)


def _local(settings: Settings) -> LocalNeo4j:
    if settings.neo4j_uri:
        errors.print(f"NEO4J_URI is set ({settings.neo4j_uri}): there is no local server to manage.")
        raise typer.Exit(1)
    return LocalNeo4j(settings)


@neo4j_app.command("start")
def neo4j_start() -> None:
    """Assemble (first time only) and start the local Neo4j; waits until it answers."""
    status = _local(load_settings()).start()
    console.print(
        f"Neo4j is running (pid {status.pid}): Bolt {status.uri}, Browser {status.http_url}/browser/"
    )


@neo4j_app.command("stop")
def neo4j_stop() -> None:
    """Stop the local Neo4j."""
    stopped = _local(load_settings()).stop()
    console.print("Neo4j stopped." if stopped else "Neo4j was not running.")


@neo4j_app.command("status")
def neo4j_status() -> None:
    """Say whether the local Neo4j runs, and where."""
    status = _local(load_settings()).status()
    if not status.running:
        console.print(f"Neo4j is not running (home {status.home}).")
        raise typer.Exit(3)
    console.print(f"Neo4j is running (pid {status.pid}): Bolt {status.uri}, HTTP {status.http_url}")


@neo4j_app.command("logs")
def neo4j_logs(lines: Annotated[int, typer.Option("--lines", "-n")] = 60) -> None:
    """Print the last lines of the local Neo4j's log."""
    console.print(_local(load_settings()).log_tail(lines), markup=False, highlight=False)


@db_app.command("migrate")
def db_migrate() -> None:
    """Apply pending schema migrations and seed the domains."""

    async def run() -> None:
        async with connect(load_settings()) as db:
            report = await migrate(db)
        console.print(f"applied: {report.applied or 'nothing'}; already applied: {len(report.already)}")

    asyncio.run(run())


@app.command()
def serve(
    with_neo4j: Annotated[
        bool, typer.Option(help="Start the local Neo4j first (unless NEO4J_URI is set).")
    ] = False,
    host: Annotated[str | None, typer.Option(help="Interface to listen on.")] = None,
    port: Annotated[int | None, typer.Option(help="Port to listen on.")] = None,
) -> None:
    """Run the GraphQL service (GraphiQL at /graphql)."""
    import uvicorn

    from hippograph.app import create_app

    settings = load_settings()
    if with_neo4j and not settings.neo4j_uri:
        neo4j_start()
    bind_host = host or settings.host
    console.print(f"GraphiQL: http://{bind_host}:{port or settings.port}/graphql")
    uvicorn.run(create_app(settings), host=bind_host, port=port or settings.port)


class ImportFormat(StrEnum):
    jsonl = "jsonl"
    locomo = "locomo"


@app.command("import")
def import_file(
    file: Annotated[Path, typer.Argument(exists=True, dir_okay=False, readable=True)],
    user: Annotated[
        str | None,
        typer.Option(help="User namespace (JSONL: for lines without user_id; LoCoMo: default locomo_STEM)."),
    ] = None,
    file_format: Annotated[
        ImportFormat | None, typer.Option("--format", help="Default: locomo for .json, else jsonl.")
    ] = None,
    concurrency: Annotated[
        int,
        typer.Option(
            min=1, help="Turns remembered at once (above 1, facts of one user may commit out of order)."
        ),
    ] = 1,
) -> None:
    """Remember every turn of FILE; turns already remembered are skipped, so a rerun resumes."""
    kind = file_format or (ImportFormat.locomo if file.suffix == ".json" else ImportFormat.jsonl)
    settings = load_settings()
    turns: Iterable[TurnInput]
    if kind is ImportFormat.locomo:
        turns = locomo_turns(file, user or f"locomo_{file.stem}")
        total = len(turns)
    else:
        # Streamed: each line is checked as it is read, so a bad line stops the import there.
        turns, total = read_jsonl(file, user, settings.max_text_chars), count_jsonl(file)
    counts = asyncio.run(_import(settings, turns, total, concurrency, file.name))
    console.print(
        f"imported {counts.imported} turns, skipped {counts.skipped} already remembered; "
        f"facts {counts.facts}, entities {counts.entities}, edges {counts.edges}"
    )


async def _import(
    settings: Settings, turns: Iterable[TurnInput], total: int, concurrency: int, name: str
) -> ImportCounts:
    # Imported here: the services pull in spaCy and torch, which the other commands do not need.
    from hippograph.services import open_services

    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
    async with open_services(settings) as services:
        with Progress(*columns, console=console) as bar:
            task = bar.add_task(f"importing {name}", total=total)
            return await import_turns(
                services.rememberer,
                turns,
                concurrency=concurrency,
                progress=lambda counts: bar.update(task, completed=counts.turns),
            )


keys_app = typer.Typer(help="API keys: each acts in one user namespace; admin keys may name a user.")
app.add_typer(keys_app, name="keys")


@keys_app.command("create")
def keys_create(
    user: Annotated[str, typer.Option(help="The user namespace the key acts in.")],
    admin: Annotated[bool, typer.Option(help="May act for any user (X-HippoGraph-User header).")] = False,
) -> None:
    """Create a key and print its secret: it is shown this once and stored only hashed."""
    from hippograph.auth import ApiKeys

    async def run() -> None:
        async with connect(load_settings()) as db:
            await migrate(db)
            created = await ApiKeys(db).create(user, admin=admin)
        kind = "admin key" if admin else "key"
        console.print(f"{kind} {created.record.uid} for {user} (prefix {created.record.prefix}):")
        console.print(created.secret, markup=False, highlight=False, soft_wrap=True)
        console.print("Keep it now: it cannot be shown again.")

    asyncio.run(run())


@keys_app.command("list")
def keys_list(user: Annotated[str | None, typer.Option(help="Only this user's keys.")] = None) -> None:
    """List keys (prefix, user, admin, created, revoked); never their secrets."""
    from hippograph.auth import ApiKeys

    async def run() -> None:
        async with connect(load_settings()) as db:
            records = await ApiKeys(db).list_keys(user)
        for key in records:
            state = f"revoked {key.revoked_at:%Y-%m-%d %H:%M}" if key.revoked_at else "active"
            role = "admin" if key.admin else "user"
            created = f"{key.created_at:%Y-%m-%d %H:%M}" if key.created_at else "?"
            console.print(
                f"{key.prefix}  {key.uid}  {key.user_id}  {role}  created {created}  {state}",
                markup=False,
                highlight=False,
                soft_wrap=True,
            )
        if not records:
            console.print("no API keys")

    asyncio.run(run())


@keys_app.command("revoke")
def keys_revoke(key: Annotated[str, typer.Argument(help="The key's id or prefix.")]) -> None:
    """Revoke a key; requests with it are rejected from the next one on."""
    from hippograph.auth import ApiKeys

    async def run() -> None:
        async with connect(load_settings()) as db:
            revoked = await ApiKeys(db).revoke(key)
        for record in revoked:
            console.print(f"revoked {record.prefix} ({record.user_id})", markup=False, highlight=False)

    asyncio.run(run())


def main() -> None:
    """Entry point: typed HippoGraph errors end the command with their message, not a traceback."""
    try:
        app()
    except HippoGraphError as exc:
        errors.print(f"[bold red]error[/] ({exc.code}): {exc.message}", highlight=False)
        raise SystemExit(2) from exc
