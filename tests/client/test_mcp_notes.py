"""The note tools over a real MCP stdio session against the running service."""

from __future__ import annotations

import pytest

from hippograph.auth import ApiKeys
from hippograph.graph.driver import Database
from tests.client.mcp import mcp_session, structured

NOTE_TOOLS = {"save_note", "get_note", "delete_note", "archive_note", "list_archived_notes", "restore_note"}


@pytest.fixture
async def secret(db: Database, user_id: str) -> str:
    return (await ApiKeys(db).create(user_id)).secret


async def test_note_tools_over_stdio(service_url: str, secret: str) -> None:
    async with mcp_session(service_url, secret) as session:
        assert {tool.name for tool in (await session.list_tools()).tools} >= NOTE_TOOLS
        saved = structured(await session.call_tool("save_note", {"key": "meal_plan", "content": "{}"}))
        assert (saved["tier"], saved["is_json"]) == ("working", True)
        found = structured(await session.call_tool("recall", {"query": "What should I cook?"}))
        assert "## Active Notes\nmeal_plan (just now)" in str(found["context"])

        archive = {"old_key": "meal_plan", "new_key": "meal_plan_week_08"}
        assert structured(await session.call_tool("archive_note", archive))["tier"] == "archive"
        listed = await session.call_tool("list_archived_notes", {"pattern": "WEEK"})
        assert "meal_plan_week_08" in str(listed.content)
        assert structured(await session.call_tool("restore_note", {"key": "meal_plan_week_08"}))["tier"] == (
            "working"
        )
        assert (
            structured(await session.call_tool("get_note", {"key": "meal_plan_week_08"}))["content"] == "{}"
        )
        assert structured(await session.call_tool("delete_note", {"key": "meal_plan_week_08"}))["key"]
        assert structured(await session.call_tool("get_note", {"key": "meal_plan_week_08"})) == {}
