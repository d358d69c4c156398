"""importMarkdown through the thin clients and the MCP tool, against the running service."""

from __future__ import annotations

from hippograph.auth import ApiKeys
from hippograph.client import AsyncHippoGraph, HippoGraph, ImportReport
from hippograph.graph.driver import Database
from tests.client.mcp import mcp_session, structured

MEMORY_MD = "## Travel\n- Visited Kyoto in 2019\n- Wants to see Patagonia\n"


async def test_both_clients_import_markdown_idempotently(
    service_url: str, db: Database, user_id: str
) -> None:
    secret = (await ApiKeys(db).create(user_id)).secret
    with HippoGraph(service_url, secret) as memory:
        assert memory.import_markdown(MEMORY_MD) == ImportReport(items=2, created=2, existing=0)
    async with AsyncHippoGraph(service_url, secret) as memory:
        assert await memory.import_markdown(MEMORY_MD) == ImportReport(items=2, created=0, existing=2)
        found = await memory.recall("Which places did I visit?")
    assert "Visited Kyoto in 2019" in {item.fact.value for item in found.facts}


async def test_the_mcp_tool_imports_markdown(service_url: str, db: Database, user_id: str) -> None:
    secret = (await ApiKeys(db).create(user_id)).secret
    async with mcp_session(service_url, secret) as session:
        done = structured(await session.call_tool("import_markdown", {"markdown": MEMORY_MD}))
    assert done == {"items": 2, "created": 2, "existing": 0}
