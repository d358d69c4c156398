"""Reminders through the thin client (sync and async), the MCP tools and the CLI, against the
shared test service. The schedules fire on 1 January only, so the service's scheduler (on the
system clock) never fires them during a test run."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta

import pytest
from typer.testing import CliRunner

from hippograph.auth import ApiKeys
from hippograph.cli import app
from hippograph.client import AsyncHippoGraph, HippoGraph
from hippograph.errors import NotFoundError, ValidationError
from hippograph.graph.driver import Database
from tests.client.mcp import mcp_session

NEW_YEAR = "0 8 1 1 *"


@pytest.fixture
async def secret(db: Database, user_id: str) -> AsyncIterator[str]:
    yield (await ApiKeys(db).create(user_id)).secret
    await db.run_statement("MATCH (r:Reminder {user_id: $user_id}) DETACH DELETE r", user_id=user_id)


def test_sync_client(service_url: str, secret: str) -> None:
    expires = datetime(2200, 1, 1, tzinfo=UTC)
    with HippoGraph(service_url, secret) as memory:
        made = memory.create_reminder("meds", NEW_YEAR, chat_id="kitchen", expires_at=expires)
        assert (made.keyword, made.schedule, made.chat_id, made.expires_at) == (
            "meds",
            NEW_YEAR,
            "kitchen",
            expires,
        )
        assert made.next_run.month == 1 and made.next_run.day == 1 and made.next_run.hour == 8
        other = memory.create_reminder("meds", NEW_YEAR)
        assert {r.id for r in memory.list_reminders()} == {made.id, other.id}
        assert [r.id for r in memory.list_reminders("kitchen")] == [made.id]
        assert memory.delete_reminder(made.id).id == made.id
        with pytest.raises(NotFoundError):
            memory.delete_reminder(made.id)
        assert memory.delete_reminders("meds") == 1
        assert memory.list_reminders() == []
        with pytest.raises(ValidationError):
            memory.create_reminder("meds", "@daily")


async def test_async_client(service_url: str, secret: str) -> None:
    async with AsyncHippoGraph(service_url, secret) as memory:
        made = await memory.create_reminder("gym", NEW_YEAR, chat_id="c1")
        assert [r.id for r in await memory.list_reminders("c1")] == [made.id]
        assert await memory.delete_reminders("gym", chat_id="c2") == 0
        assert (await memory.delete_reminder(made.id)).keyword == "gym"
        assert await memory.list_reminders() == []


async def test_mcp_tools(service_url: str, secret: str) -> None:
    async with mcp_session(service_url, secret) as session:
        tools = {tool.name for tool in (await session.list_tools()).tools}
        assert {"create_reminder", "list_reminders", "delete_reminder"} <= tools
        expires = (datetime.now(UTC) + timedelta(days=3650)).isoformat()
        made = await session.call_tool(
            "create_reminder", {"keyword": "meds", "schedule": NEW_YEAR, "expires_at": expires}
        )
        reminder = json.loads(made.content[0].text)  # type: ignore[union-attr]
        assert reminder["keyword"] == "meds" and reminder["schedule"] == NEW_YEAR
        listed = await session.call_tool("list_reminders", {})
        assert reminder["id"] in str(listed.content)
        deleted = await session.call_tool("delete_reminder", {"reminder_id": reminder["id"]})
        assert json.loads(deleted.content[0].text)["id"] == reminder["id"]  # type: ignore[union-attr]
        bad = await session.call_tool("create_reminder", {"keyword": "meds", "schedule": "0 20 * * * *"})
        assert bad.is_error and "not a 5-field cron expression" in str(bad.content)


async def test_cli(service_url: str, secret: str) -> None:
    env = {"HIPPOGRAPH_URL": service_url, "HIPPOGRAPH_API_KEY": secret, "COLUMNS": "220"}

    def invoke(*args: str) -> str:
        result = CliRunner().invoke(app, ["reminders", *args], env=env)
        assert result.exit_code == 0, (result.output, result.exception)
        return result.output

    created = await asyncio.to_thread(invoke, "create", "meds", NEW_YEAR, "--chat", "kitchen")
    assert "meds" in created and NEW_YEAR in created and "kitchen" in created
    async with AsyncHippoGraph(service_url, secret) as memory:
        (reminder,) = await memory.list_reminders()
    listed = await asyncio.to_thread(invoke, "list")
    assert reminder.id in listed
    deleted = await asyncio.to_thread(invoke, "delete", reminder.id)
    assert f"deleted reminder {reminder.id}" in deleted
    await asyncio.to_thread(invoke, "create", "gym", NEW_YEAR)
    assert "deleted 1 reminder(s) of 'gym'" in await asyncio.to_thread(invoke, "delete", "--keyword", "gym")
    assert reminder.id not in await asyncio.to_thread(invoke, "list")
