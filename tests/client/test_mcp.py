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


async def test_recall_keeps_to_the_domains_asked(service_url: str, secret: str) -> None:
    """``domains`` reaches the service: facts of other domains are not returned (the tool used to
    drop the argument it did not declare and recall every domain)."""
    async with mcp_session(service_url, secret) as session:
        await session.call_tool("remember", {"text": "I'm allergic to peanuts"})
        await session.call_tool("remember", {"text": "I live in Valencia"})
        everything = structured(await session.call_tool("recall", {"query": "peanuts and Valencia"}))
        values = [fact["value"] for fact in everything["facts"]]  # type: ignore[attr-defined]
        assert any("peanut" in v for v in values) and any("Valencia" in v for v in values), values
        found = structured(
            await session.call_tool("recall", {"query": "peanuts and Valencia", "domains": [9]})
        )
        facts: list[dict[str, object]] = found["facts"]  # type: ignore[assignment]
        assert not any("peanut" in str(fact["value"]) for fact in facts), facts
        assert facts and {fact["domain"] for fact in facts} == {9}, facts
