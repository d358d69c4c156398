"""The command line against the real service and Neo4j.

``remember`` and ``recall`` are clients of the running service (``HIPPOGRAPH_URL`` and
``HIPPOGRAPH_API_KEY``); ``stats --direct`` reads the test Neo4j (``NEO4J_*``); ``export`` and ``import``
have their tests in tests/transfer/test_cli.py. The commands run in a worker thread: the database
commands call ``asyncio.run``, which cannot nest in the test's loop.
"""

from __future__ import annotations

import asyncio
import json
import re
from collections import Counter

import pytest
from click.testing import Result
from typer.testing import CliRunner

from hippograph.auth import ApiKeys
from hippograph.cli import app
from hippograph.errors import ValidationError
from hippograph.graph.driver import Database
from hippograph.settings import Settings
from tests.api.client import dump

Env = dict[str, str | None]


@pytest.fixture
async def env(db: Database, settings: Settings, service_url: str, user_id: str) -> Env:
    """The environment of a user with a key, on the test service and the test Neo4j."""
    secret = (await ApiKeys(db).create(user_id)).secret
    password = settings.neo4j_password.get_secret_value() if settings.neo4j_password else None
    return {
        "HIPPOGRAPH_URL": service_url,
        "HIPPOGRAPH_API_KEY": secret,
        "NEO4J_URI": settings.neo4j_uri,
        "NEO4J_USER": settings.neo4j_user,
        "NEO4J_PASSWORD": password,
        "COLUMNS": "220",  # wide enough that no table cell wraps
    }


async def invoke(env: Env, *args: str) -> Result:
    result = await asyncio.to_thread(CliRunner().invoke, app, list(args), env=env)
    assert result.exit_code == 0, (result.output, result.exception)
    return result


def row(output: str, name: str) -> list[str]:
    """The cells of the table row that starts with ``name``."""
    for line in output.splitlines():
        cells = [cell.strip() for cell in re.split(r"[│┃|]", line)[1:-1]]
        if cells and cells[0] == name:
            return cells
    raise AssertionError(f"no row {name!r} in:\n{output}")


async def remember_two_turns(env: Env) -> None:
    said = await invoke(env, "remember", "I'm allergic to shellfish", "--session", "dinner-1")
    assert "remembered episode" in said.output and "shellfish" in said.output
    await invoke(env, "remember", "My sister Ana works at Google", "--session", "family-1")


async def test_remember_then_recall_shows_the_fact_with_its_provenance(env: Env) -> None:
    await remember_two_turns(env)
    found = await invoke(env, "recall", "What am I allergic to?", "--limit", "5")
    cells = row(found.output, "shellfish")
    assert "fulltext#" in cells[5] or "vector#" in cells[5]  # found by
    assert "dinner-1" in cells[7]  # said: when · speaker · session


async def test_recall_keeps_to_the_domains_asked(env: Env) -> None:
    await remember_two_turns(env)
    found = await invoke(env, "recall", "shellfish and Google", "--domain", "6", "--domain", "7")
    assert "Google" in found.output and "shellfish" not in found.output, found.output
    everything = await invoke(env, "recall", "shellfish and Google")
    assert "shellfish" in everything.output


async def test_a_repeated_turn_is_not_written_twice(env: Env) -> None:
    await invoke(env, "remember", "I'm allergic to shellfish")
    again = await invoke(env, "remember", "I'm allergic to shellfish")
    assert "already remembered" in again.output


async def test_stats_counts_labels_relationships_and_domains(env: Env, db: Database, user_id: str) -> None:
    await remember_two_turns(env)
    shown = await invoke(env, "stats", "--direct", "--user", user_id)

    stored = [json.loads(line) for line in await dump(db, user_id)]
    labels = Counter(label for n in stored if "labels" in n for label in n["labels"] if label != "ApiKey")
    types = Counter(e["type"] for e in stored if "type" in e)
    for label, count in labels.items():
        assert row(shown.output, label)[1] == str(count), label
    for kind, count in types.items():
        assert row(shown.output, kind)[1] == str(count), kind
    health = row(shown.output, "2 Body & Health")
    assert int(health[1]) >= 1 and int(health[2]) >= int(health[1])


async def test_stats_rejects_an_invalid_user(env: Env) -> None:
    result = await asyncio.to_thread(
        CliRunner().invoke, app, ["stats", "--direct", "--user", "no spaces"], env=env
    )
    assert isinstance(result.exception, ValidationError)
