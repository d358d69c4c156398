"""The MCP tools over a real stdio session (the ``mcp`` client) against the running service."""

from __future__ import annotations

import pytest

from hippograph.auth import ApiKeys
from hippograph.graph.driver import Database
from tests.client.mcp import mcp_session, structured

TOOLS = {"remember", "recall", "forget_fact", "reinforce_fact", "demote_fact"}


@pytest.fixture
async def secret(db: Database, user_id: str) -> str:
    return (await ApiKeys(db).create(user_id)).secret


async def test_memory_tools_over_stdio(service_url: str, secret: str) -> None:
    async with mcp_session(service_url, secret) as session:
        assert {tool.name for tool in (await session.list_tools()).tools} >= TOOLS
        remembered = structured(await session.call_tool("remember", {"text": "I'm allergic to shellfish"}))
        fact_id = remembered["facts"][0]["id"]  # type: ignore[index]
        found = structured(await session.call_tool("recall", {"query": "What am I allergic to?"}))
        assert "allergy: shellfish" in str(found["context"])
        forgotten = structured(await session.call_tool("forget_fact", {"fact_id": fact_id}))
        assert forgotten["active"] is False
        again = structured(await session.call_tool("recall", {"query": "What am I allergic to?"}))
        assert "shellfish" not in str(again["context"])
