"""The ``hippograph`` command line (typer + rich).

Every memory command acts through the running service (``HIPPOGRAPH_URL``) in the namespace of
``HIPPOGRAPH_API_KEY``; admin work on the database itself says so with ``--direct`` (and names the
namespace with ``--user``). Heavy modules (the Neo4j driver, the models, the server) are imported
inside the commands that need them, so ``--help`` and the client-side commands start at once.
"""

from __future__ import annotations

import sys
from enum import StrEnum
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console
from rich.table import Table
from rich.text import Text

from hippograph.cli_options import Direct, DirectUser, direct_user, needs_direct, service
from hippograph.errors import HippoGraphError, ValidationError
from hippograph.graph.domains import BY_ID
from hippograph.hygiene.cli import hygiene_app
from hippograph.reminders.cli import reminders_app
from hippograph.review.cli import commands as review_commands
from hippograph.transfer.cli import transfer_app
from hippograph.wellformed import has_lone_surrogate

if TYPE_CHECKING:
    from hippograph.client import Memory, RecalledFact, Remembered
    from hippograph.localneo4j import LocalNeo4j
    from hippograph.settings import Settings

app = typer.Typer(help="HippoGraph: long-term memory for AI assistants.", no_args_is_help=True)
neo4j_app = typer.Typer(help="The local Neo4j server (not used when NEO4J_URI is set).")
db_app = typer.Typer(help="The graph database schema (works on Neo4j directly).")
app.add_typer(neo4j_app, name="neo4j")
app.add_typer(db_app, name="db")
console = Console()
errors = Console(stderr=True)


class Ranking(StrEnum):
    """recall's ranking presets (the service's RankingPreset, without importing recall)."""

    DEFAULT = "default"
    KEYWORD = "keyword"


def _settings() -> Settings:
    from hippograph.settings import load_settings

    return load_settings()


def _local(settings: Settings) -> LocalNeo4j:
    from hippograph.localneo4j import LocalNeo4j

    if settings.neo4j_uri:
        errors.print(f"NEO4J_URI is set ({settings.neo4j_uri}): there is no local server to manage.")
        raise typer.Exit(1)
    return LocalNeo4j(settings)


@neo4j_app.command("start")
def neo4j_start() -> None:
    """Assemble (first time only) and start the local Neo4j; waits until it answers."""
    status = _local(_settings()).start()
    console.print(
        f"Neo4j is running (pid {status.pid}): Bolt {status.uri}, Browser {status.http_url}/browser/"
    )


@neo4j_app.command("stop")
def neo4j_stop() -> None:
    """Stop the local Neo4j."""
    stopped = _local(_settings()).stop()
    console.print("Neo4j stopped." if stopped else "Neo4j was not running.")


@neo4j_app.command("status")
def neo4j_status() -> None:
    """Say whether the local Neo4j runs, and where."""
    status = _local(_settings()).status()
    if not status.running:
        console.print(f"Neo4j is not running (home {status.home}).")
        raise typer.Exit(3)
    console.print(f"Neo4j is running (pid {status.pid}): Bolt {status.uri}, HTTP {status.http_url}")


@neo4j_app.command("logs")
def neo4j_logs(lines: Annotated[int, typer.Option("--lines", "-n")] = 60) -> None:
    """Print the last lines of the local Neo4j's log."""
    console.print(_local(_settings()).log_tail(lines), markup=False, highlight=False)


@app.command()
def browser() -> None:
    """How to open Neo4j Browser on HippoGraph's graph: URL, password file, guide and style."""
    from hippograph.localneo4j import LocalNeo4j
    from hippograph.neo4j_browser import STYLE_PATH, browser_origin, play_command

    settings = _settings()
    service = settings.url.rstrip("/")
    if settings.neo4j_uri:
        console.print(
            f"Neo4j: {settings.neo4j_uri} (NEO4J_URI; its Browser and password are yours)", highlight=False
        )
    else:
        local = LocalNeo4j(settings)
        console.print(f"Neo4j Browser: {local.http_url}/browser/", highlight=False)
        console.print(f"user neo4j, password in: {local.password_file}", highlight=False, soft_wrap=True)
    console.print("then type (the service must be running):", highlight=False)
    console.print(Text(play_command(service)))
    console.print(Text(f":style {browser_origin(service)}{STYLE_PATH}"))


@db_app.command("migrate")
def db_migrate() -> None:
    """Apply pending schema migrations and seed the domains."""
    import asyncio

    from hippograph.graph.driver import connect
    from hippograph.graph.migrations import migrate

    async def run() -> None:
        async with connect(_settings()) as db:
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

    settings = _settings()
    if with_neo4j and not settings.neo4j_uri:
        neo4j_start()
    bind_host = host or settings.host
    console.print(f"GraphiQL: http://{bind_host}:{port or settings.port}/graphql")
    uvicorn.run(create_app(settings), host=bind_host, port=port or settings.port)


keys_app = typer.Typer(
    help="API keys: each acts in one user namespace; admin keys may name a user (works on Neo4j directly)."
)
app.add_typer(keys_app, name="keys")
app.add_typer(reminders_app, name="reminders")
app.add_typer(hygiene_app, name="hygiene")
app.add_typer(review_commands)  # `review`, `gaps` and `notes`, merged at the top level
app.add_typer(transfer_app)  # `export` and `import`, merged at the top level


@keys_app.command("create")
def keys_create(
    user: Annotated[str, typer.Option(help="The user namespace the key acts in.")],
    admin: Annotated[bool, typer.Option(help="May act for any user (X-HippoGraph-User header).")] = False,
) -> None:
    """Create a key and print its secret: it is shown this once and stored only hashed."""
    import asyncio

    from hippograph.auth import ApiKeys
    from hippograph.graph.driver import connect
    from hippograph.graph.migrations import migrate

    async def run() -> None:
        async with connect(_settings()) as db:
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
    import asyncio

    from hippograph.auth import ApiKeys
    from hippograph.graph.driver import connect

    async def run() -> None:
        async with connect(_settings()) as db:
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
    import asyncio

    from hippograph.auth import ApiKeys
    from hippograph.graph.driver import connect

    async def run() -> None:
        async with connect(_settings()) as db:
            revoked = await ApiKeys(db).revoke(key)
        for record in revoked:
            console.print(f"revoked {record.prefix} ({record.user_id})", markup=False, highlight=False)

    asyncio.run(run())


# --- clients of a running service (HIPPOGRAPH_URL, HIPPOGRAPH_API_KEY) ------------------------------
def _plain(value: object) -> Text:
    """Stored text as it is: a fact like "[bold]" must not turn into rich markup."""
    return Text("" if value is None else str(value))


def _domain(domain_id: int) -> str:
    domain = BY_ID.get(domain_id)
    return domain.name if domain else str(domain_id)


@app.command()
def remember(
    text: Annotated[str, typer.Argument(help="What was said: one conversation turn.")],
    session: Annotated[str | None, typer.Option(help="The conversation (session) id.")] = None,
    speaker: Annotated[str | None, typer.Option(help="Who said it, when not the user.")] = None,
) -> None:
    """Remember one turn through the running service (HIPPOGRAPH_URL, HIPPOGRAPH_API_KEY)."""
    with service() as memory:
        result = memory.remember(text, session_id=session, speaker=speaker)
    _print_remembered(result)


def _print_remembered(result: Remembered) -> None:
    if result.duplicate:
        console.print(f"already remembered as episode {result.episode_id}: nothing written", highlight=False)
        return
    console.print(f"remembered episode {result.episode_id}", highlight=False)
    if result.facts:
        table = Table("action", "field", "value", "domain", "confidence", title="facts")
        for fact in result.facts:
            table.add_row(
                fact["action"],
                _plain(fact["field"]),
                _plain(fact["value"]),
                _domain(fact["domainId"]),
                f"{fact['confidence']:.2f}",
            )
        console.print(table)
    if result.entities:
        named = ", ".join(f"{e['name']} ({e['type']}, {e['method']})" for e in result.entities)
        console.print(_plain(f"entities: {named}"))
    for skipped in result.skipped:
        console.print(_plain(f"skipped {skipped['text']!r}: {skipped['reason']}"))


@app.command()
def recall(
    text: Annotated[str, typer.Argument(help="The question or topic.")],
    limit: Annotated[int, typer.Option(min=1, help="Most facts to return.")] = 20,
    hops: Annotated[int, typer.Option(min=0, max=4, help="Typed edges followed from named entities.")] = 2,
    ranking: Annotated[Ranking, typer.Option(help="keyword: bm25 × reinforcement × recency.")] = (
        Ranking.DEFAULT
    ),
    include_archived: Annotated[
        bool, typer.Option("--include-archived", help="Also search facts archived by pruning.")
    ] = False,
    domain: Annotated[
        list[int] | None,
        typer.Option("--domain", min=1, max=14, help="Only facts of this life domain (repeatable)."),
    ] = None,
) -> None:
    """Recall what memory holds for TEXT through the running service, each fact with its reasons."""
    with service() as memory:
        found = memory.recall(
            text,
            domains=domain or None,
            limit=limit,
            hops=hops,
            ranking=ranking.value,
            include_archived=include_archived,
        )
    _print_memory(found)


def _print_memory(memory: Memory) -> None:
    if memory.primary_domains:
        related = ", ".join(_domain(d) for d in memory.related_domains) or "none"
        primary = ", ".join(_domain(d) for d in memory.primary_domains)
        console.print(f"routed to {primary} (related: {related})", highlight=False)
    if memory.facts:
        console.print(_facts_table("facts", memory.facts))
    else:
        console.print("no facts recalled")
    if memory.agent_self:
        console.print(_facts_table("the assistant about itself", memory.agent_self))


def _facts_table(title: str, facts: list[RecalledFact]) -> Table:
    table = Table(title=title)
    for name in ("value", "field", "about", "domain"):
        table.add_column(name)
    table.add_column("score", justify="right")
    for name in ("found by", "path", "said"):
        table.add_column(name)
    for item in facts:
        table.add_row(
            _plain(item.fact.value),
            _plain(item.fact.field),
            _plain(f"{item.about} ({item.about_role})" if item.about_role else item.about),
            _domain(item.fact.domain_id),
            f"{item.fact.score:.3f}",
            _plain(" ".join(item.channels)),
            _plain(" → ".join(item.path) if item.path else ""),
            _plain(_said(item)),
        )
    return table


def _said(item: RecalledFact) -> str:
    """When, by whom and in which session the fact was said (its provenance)."""
    source = item.provenance
    if source is None:
        return ""
    parts = [f"{source.occurred_at:%Y-%m-%d %H:%M}" if source.occurred_at else "?"]
    parts += [part for part in (source.speaker, source.session_id) if part]
    return " · ".join(parts)


@app.command()
def mcp() -> None:
    """Serve the memory tools over MCP on stdio, as a client of the running service.

    Every tool acts in the namespace of HIPPOGRAPH_API_KEY, on the service at HIPPOGRAPH_URL.
    """
    # Imported here: only this command needs the MCP library.
    from hippograph.mcp_server import build_server

    settings = _settings()
    key = settings.api_key.get_secret_value() if settings.api_key else None
    build_server(settings.url, key).run("stdio")


# --- reading a namespace straight from Neo4j ----------------------------------------------------------
@app.command()
def stats(direct: Direct = False, user: DirectUser = None) -> None:
    """Count a namespace's nodes per label, relationships per type and facts per domain (--direct)."""
    import asyncio

    needs_direct("stats", direct)
    user = direct_user("stats", direct, user)
    from hippograph.graph.driver import connect

    async def run() -> tuple[list[dict[str, Any]], ...]:
        async with connect(_settings()) as db:
            return (
                await db.read("cli/count_labels", user_id=user),
                await db.read("cli/count_relationships", user_id=user),
                await db.read("cli/count_domains", user_id=user),
            )

    labels, relationships, domains = asyncio.run(run())
    console.print(_counts_table(f"nodes of {user}", "label", labels))
    console.print(_counts_table(f"relationships of {user}", "type", relationships))
    table = Table("domain", "active facts", "all facts", "entities", title=f"domains of {user}")
    for row in domains:
        table.add_row(
            f"{row['id']:>2} {row['name']}", *(str(row[k]) for k in ("active_facts", "facts", "entities"))
        )
    console.print(table)


def _counts_table(title: str, kind: str, rows: list[dict[str, Any]]) -> Table:
    table = Table(kind, "count", title=title)
    for row in rows:
        table.add_row(_plain(row[kind]), str(row["count"]))
    table.add_row("[bold]total[/]", f"[bold]{sum(row['count'] for row in rows)}[/]")
    return table


def _undecodable_argument(argv: list[str]) -> ValidationError | None:
    """Arguments that were not valid UTF-8 reach Python as lone surrogates (``surrogateescape``):
    refused before any command runs, rather than failing wherever they are first encoded."""
    for position, argument in enumerate(argv[1:], start=1):
        if has_lone_surrogate(argument):
            return ValidationError(f"argument {position} is not valid UTF-8 text")
    return None


def main() -> None:
    """Entry point: typed HippoGraph errors end the command with their message, not a traceback."""
    try:
        bad = _undecodable_argument(sys.argv)
        if bad is not None:
            raise bad
        app()
    except HippoGraphError as exc:
        errors.print(f"[bold red]error[/] ({exc.code}): {exc.message}", highlight=False)
        raise SystemExit(2) from exc
    except UnicodeError as exc:  # a binary or mis-encoded file given as text (an import, a note)
        message = f"the input is not valid UTF-8 text ({getattr(exc, 'reason', exc)})"
        errors.print(f"[bold red]error[/] (BAD_INPUT): {message}", highlight=False)
        raise SystemExit(2) from exc


if __name__ == "__main__":
    main()
