"""The MCP tools over a real stdio session (the ``mcp`` client) against the running service."""

from __future__ import annotations

import json
import sys

import pytest
from mcp import ClientSession, StdioServerParameters, stdio_client

from hippograph.auth import ApiKeys
from hippograph.graph.driver import Database

TOOLS = {"remember", "recall", "forget_fact", "reinforce_fact", "demote_fact"}


@pytest.fixture
async def secret(db: Database, user_id: str) -> str:
    return (await ApiKeys(db).create(user_id)).secret


def structured(result: object) -> dict[str, object]:
    content = getattr(result, "structuredContent", None)
    if content is not None:
        return dict(content)
    return dict(json.loads(result.content[0].text))  # type: ignore[attr-defined]


async def test_memory_tools_over_stdio(service_url: str, secret: str) -> None:
    server = StdioServerParameters(
        command=sys.executable,
        args=["-m", "hippograph", "mcp"],
        env={"HIPPOGRAPH_URL": service_url, "HIPPOGRAPH_API_KEY": secret, "HF_HUB_OFFLINE": "1"},
    )
    async with stdio_client(server) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        assert {tool.name for tool in (await session.list_tools()).tools} >= TOOLS
        remembered = structured(await session.call_tool("remember", {"text": "I'm allergic to shellfish"}))
        fact_id = remembered["facts"][0]["id"]  # type: ignore[index]
        found = structured(await session.call_tool("recall", {"query": "What am I allergic to?"}))
        assert "allergy: shellfish" in str(found["context"])
        forgotten = structured(await session.call_tool("forget_fact", {"fact_id": fact_id}))
        assert forgotten["active"] is False
        again = structured(await session.call_tool("recall", {"query": "What am I allergic to?"}))
        assert "shellfish" not in str(again["context"])
