"""``hippograph hygiene …`` on the test Neo4j, and ``recall --ranking`` through the test service.
Commands run in a worker thread: they call ``asyncio.run``, which cannot nest in the test's loop."""

from __future__ import annotations

import asyncio

import pytest
from click.testing import Result
from typer.testing import CliRunner

from hippograph.auth import ApiKeys
from hippograph.cli import app
from hippograph.errors import ConflictError, NotFoundError
from hippograph.graph.driver import Database
from hippograph.services import Services
from hippograph.settings import Settings
from tests.hygiene.conftest import make_fact
from tests.test_cli import row

Env = dict[str, str | None]


@pytest.fixture
async def env(db: Database, settings: Settings, service_url: str, user_id: str) -> Env:
    password = settings.neo4j_password.get_secret_value() if settings.neo4j_password else None
    return {
        "HIPPOGRAPH_URL": service_url,
        "HIPPOGRAPH_API_KEY": (await ApiKeys(db).create(user_id)).secret,
        "NEO4J_URI": settings.neo4j_uri,
        "NEO4J_USER": settings.neo4j_user,
        "NEO4J_PASSWORD": password,
        "COLUMNS": "220",
    }


async def invoke(env: Env, *args: str) -> Result:
    return await asyncio.to_thread(CliRunner().invoke, app, list(args), env=env)


async def test_hygiene_commands_print_their_report(env: Env, services: Services, user_id: str) -> None:
    for value in ("kayaking", "climbing"):
        await make_fact(services, user_id, value, field="hobby")
    decayed = await invoke(env, "hygiene", "decay", "--direct", "--user", user_id)
    assert decayed.exit_code == 0, decayed.output
    assert row(decayed.output, "facts scored")[1] == "2" and row(decayed.output, "namespaces")[1] == "1"
    compacted = await invoke(env, "hygiene", "compact", "--direct", "--user", user_id)
    assert row(compacted.output, "orphans removed")[1] == "0"
    pruned = await invoke(env, "hygiene", "prune", "--direct", "--user", user_id)
    assert row(pruned.output, "facts archived")[1] == "0"

    both = await invoke(env, "hygiene", "prune", "--direct", "--user", user_id, "--all")
    assert both.exit_code != 0 and "exactly one" in both.output
    undirected = await invoke(env, "hygiene", "prune", "--user", user_id)
    assert undirected.exit_code != 0 and "--direct" in undirected.output
    invalid = await invoke(env, "hygiene", "decay", "--direct", "--user", "no spaces")
    assert invalid.exit_code != 0


async def test_recall_takes_a_ranking_and_the_archive(env: Env, services: Services, user_id: str) -> None:
    await make_fact(services, user_id, "kayaking", field="hobby")
    await services.db.run_statement("MATCH (f:Fact {user_id: $u}) SET f.archived = true", u=user_id)
    hidden = await invoke(env, "recall", "kayaking", "--ranking", "keyword")
    assert hidden.exit_code == 0, hidden.output
    assert "no facts recalled" in hidden.output
    shown = await invoke(env, "recall", "kayaking", "--ranking", "keyword", "--include-archived")
    assert row(shown.output, "kayaking")[1] == "hobby"


async def test_dry_run_runs_and_undo_from_the_command_line(
    env: Env, services: Services, user_id: str
) -> None:
    for value in ("kayaking", "Kayaking!", "climbing"):
        await make_fact(services, user_id, value, field="hobby")
    planned = await invoke(env, "hygiene", "compact", "--direct", "--user", user_id, "--dry-run")
    assert planned.exit_code == 0, planned.output
    assert "dry run" in planned.output and row(planned.output, "facts merged")[1] == "1"
    assert "MERGED_INTO" in planned.output
    listed = await invoke(env, "hygiene", "runs", "--direct", "--user", user_id)
    assert listed.exit_code == 0 and "compact" not in listed.output  # a dry run records nothing

    done = await invoke(env, "hygiene", "compact", "--direct", "--user", user_id)
    assert row(done.output, "facts merged")[1] == "1"
    run_id = done.output.split("hygiene undo ")[1].split(")")[0].strip()
    listed = await invoke(env, "hygiene", "runs", "--direct", "--user", user_id)
    assert run_id in listed.output and "compact" in listed.output
    undone = await invoke(env, "hygiene", "undo", run_id, "--direct", "--user", user_id)
    assert undone.exit_code == 0 and "undone" in undone.output, undone.output
    active = "MATCH (f:Fact {user_id: $u, active: true}) RETURN count(f) AS n"
    assert (await services.db.run_statement(active, u=user_id))[0]["n"] == 3
    again = await invoke(env, "hygiene", "undo", run_id, "--direct", "--user", user_id)
    assert again.exit_code != 0 and isinstance(again.exception, ConflictError)  # cli.main prints its code
    unknown = await invoke(env, "hygiene", "undo", "nope", "--direct", "--user", user_id)
    assert unknown.exit_code != 0 and isinstance(unknown.exception, NotFoundError)
