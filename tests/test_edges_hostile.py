"""Hostile input at the edges: the CLI and the MCP server answer with typed errors, not tracebacks,
and store nothing."""

from __future__ import annotations

import sys
import uuid
from pathlib import Path

import pytest

from hippograph.auth import ApiKeys
from hippograph.cli import main
from hippograph.graph.driver import Database
from tests.api.client import dump
from tests.client.mcp import mcp_session


@pytest.mark.parametrize("argument", ["\udcff\udcfe", "caf\udce9", "ok\udc80"])
def test_cli_refuses_undecodable_arguments(
    argument: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Bytes that are not UTF-8 reach Python as lone surrogates (surrogateescape). (Over MCP a lone
    surrogate cannot travel at all: its JSON-RPC is UTF-8, and the client refuses to encode one.)"""
    monkeypatch.setattr(sys, "argv", ["hippograph", "remember", argument])
    with pytest.raises(SystemExit) as ended:
        main()
    assert ended.value.code == 2
    output = capsys.readouterr()
    assert "BAD_INPUT" in output.err + output.out and "Traceback" not in output.err


def test_cli_refuses_a_binary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    binary = tmp_path / "turns.jsonl"
    binary.write_bytes(b"\xff\xfe\x00\x81binary\x00\x9f" * 100)
    monkeypatch.setenv("HIPPOGRAPH_NEO4J_URI", "bolt://127.0.0.1:1")  # never reached: the file fails first
    monkeypatch.setattr(sys, "argv", ["hippograph", "import", str(binary), "--user", "test_binary"])
    with pytest.raises(SystemExit) as ended:
        main()
    output = capsys.readouterr()
    assert ended.value.code == 2, output
    assert "Traceback" not in output.err


async def test_mcp_tools_refuse_hostile_text(service_url: str, db: Database) -> None:
    user = f"test_{uuid.uuid4().hex[:12]}"
    secret = (await ApiKeys(db).create(user)).secret
    async with mcp_session(service_url, secret) as session:
        # The first request makes the namespace (its user and agent); hostile ones change nothing.
        assert not (await session.call_tool("recall", {"query": "Where do I live?"})).is_error
        before = await dump(db, user)
        for tool, arguments in [
            ("remember", {"text": "I live in \x07 Porto"}),
            ("remember", {"text": "nul\x00byte"}),
            ("remember", {"text": "x" * 300_000}),
            ("recall", {"query": "\x1b[31m"}),
        ]:
            result = await session.call_tool(tool, arguments)
            assert result.is_error, (tool, result)
            text = " ".join(getattr(part, "text", "") for part in result.content)
            assert "BAD_INPUT" in text and "INTERNAL" not in text and "Traceback" not in text, text
        assert not (await session.call_tool("recall", {"query": "Where do I live?"})).is_error
    assert await dump(db, user) == before
