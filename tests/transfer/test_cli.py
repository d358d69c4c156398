"""``hippograph export`` and ``hippograph import`` against the test Neo4j and the real service."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from typer.testing import CliRunner

from hippograph.cli import app
from hippograph.errors import NamespaceNotEmptyError, ValidationError
from hippograph.graph.driver import Database
from hippograph.services import Services
from tests.api.client import Api, dump
from tests.test_cli import Env, invoke

MEMORY_MD = "# Memory\n\n## Health\n- Allergic to shellfish\n- Runs every morning\n"
MORE_MD = "Prefers tea over coffee.\n"


async def test_export_then_import_restores_the_namespace(
    env: Env, rich: Api, db: Database, services: Services, user_id: str, tmp_path: Path
) -> None:
    out = tmp_path / "memory.jsonl"
    before = await dump(db, user_id)
    done = await invoke(env, "export", str(out), "--direct", "--user", user_id, "--embeddings")
    header = json.loads(out.read_text(encoding="utf-8").splitlines()[0])
    assert header["format"] == "hippograph-export" and header["embeddings"] is True
    assert f"exported {header['nodes']} nodes and {header['relationships']} relationships" in done.output

    rich.data("mutation { forgetMe { facts } }")
    restored = await invoke(env, "import", str(out), "--direct")
    services.namespaces.forget(user_id)
    assert f"restored {header['nodes']} nodes" in restored.output
    assert await dump(db, user_id) == before


async def test_import_refuses_a_namespace_with_memory_and_replace_overrides(
    env: Env, rich: Api, db: Database, services: Services, user_id: str, tmp_path: Path
) -> None:
    out = tmp_path / "memory.jsonl"
    await invoke(env, "export", str(out), "--direct", "--user", user_id)
    before = await dump(db, user_id)
    refused = await asyncio.to_thread(CliRunner().invoke, app, ["import", str(out), "--direct"], env=env)
    assert isinstance(refused.exception, NamespaceNotEmptyError)
    assert await dump(db, user_id) == before

    replaced = await invoke(
        env, "import", str(out), "--direct", "--replace"
    )  # no vectors in the file: recomputed
    services.namespaces.forget(user_id)
    assert "vectors recomputed" in replaced.output
    after = {line for line in await dump(db, user_id) if "embedding" not in line}
    assert {line for line in before if "embedding" not in line} <= after


async def test_import_markdown_from_a_directory_is_idempotent(
    env: Env, db: Database, user_id: str, tmp_path: Path
) -> None:
    (tmp_path / "memory").mkdir()
    (tmp_path / "MEMORY.md").write_text(MEMORY_MD, encoding="utf-8")
    (tmp_path / "memory" / "drinks.md").write_text(MORE_MD, encoding="utf-8")
    first = await invoke(env, "import", "--direct", "--markdown", str(tmp_path), "--user", user_id)
    assert "3 memories: 3 facts created, 0 already there" in first.output
    again = await invoke(
        env, "import", "--direct", "--markdown", str(tmp_path / "MEMORY.md"), "--user", user_id
    )
    assert "2 memories: 0 facts created, 2 already there" in again.output
    found = await invoke(env, "recall", "What do I prefer to drink?")
    assert "tea" in found.output


async def test_conversation_files_are_still_remembered_turn_by_turn(
    env: Env, user_id: str, tmp_path: Path
) -> None:
    turns = tmp_path / "turns.jsonl"
    turns.write_text(json.dumps({"text": "I live in Porto"}) + "\n", encoding="utf-8")
    done = await invoke(env, "import", str(turns), "--direct", "--user", user_id)
    assert "imported 1 turns" in done.output
    replace = await asyncio.to_thread(
        CliRunner().invoke, app, ["import", str(turns), "--direct", "--replace"], env=env
    )
    assert isinstance(replace.exception, ValidationError)


async def test_markdown_needs_a_user(env: Env, tmp_path: Path) -> None:
    (tmp_path / "MEMORY.md").write_text(MEMORY_MD, encoding="utf-8")
    result = await asyncio.to_thread(
        CliRunner().invoke, app, ["import", "--direct", "--markdown", str(tmp_path)], env=env
    )
    assert isinstance(result.exception, ValidationError)
