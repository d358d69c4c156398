"""Notes and audit through the thin clients (sync and async) over HTTP, and notes in context()."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hippograph.auth import ApiKeys
from hippograph.client import AsyncHippoGraph, HippoGraph, context
from hippograph.errors import ConflictError, NotFoundError, ValidationError
from hippograph.graph.driver import Database


@pytest.fixture
async def secret(db: Database, user_id: str) -> str:
    return (await ApiKeys(db).create(user_id)).secret


def test_notes_lifecycle_and_recall_context(service_url: str, secret: str) -> None:
    with HippoGraph(service_url, secret) as memory:
        saved = memory.save_note("meal_plan", '{"monday": "pasta"}')
        assert (saved.tier, saved.is_json) == ("working", True)
        memory.save_note("budget_2025_01", "320 EUR")
        memory.archive_note("budget_2025_01", "budget_2025_01_final")
        assert [n.key for n in memory.list_notes("archive", "Budget")] == ["budget_2025_01_final"]
        assert [n.key for n in memory.list_notes()] == ["meal_plan"]
        assert memory.get_note("budget_2025_01_final") is not None
        assert memory.get_note("nothing_here") is None
        with pytest.raises(ConflictError):
            memory.save_note("budget_2025_01_final", "overwrite")
        with pytest.raises(ValidationError):
            memory.save_note("Bad Key", "x")

        memory.remember("I'm allergic to shellfish")
        found = memory.recall("What am I allergic to?")
        assert [n.key for n in found.notes] == ["meal_plan"] and found.notes[0].age_seconds >= 0
        assert context(found).endswith("## Active Notes\nmeal_plan (just now)")

        assert memory.restore_note("budget_2025_01_final").tier == "working"
        assert memory.delete_note("meal_plan").key == "meal_plan"
        with pytest.raises(NotFoundError):
            memory.delete_note("meal_plan")


async def test_async_notes_and_review(service_url: str, secret: str) -> None:
    since = datetime.now(UTC) - timedelta(seconds=1)
    async with AsyncHippoGraph(service_url, secret) as memory:
        await memory.save_note("shopping_list", "milk")
        assert (await memory.archive_note("shopping_list", "shopping_list_old")).tier == "archive"
        assert [n.key for n in await memory.list_notes("archive")] == ["shopping_list_old"]
        assert (await memory.restore_note("shopping_list_old")).tier == "working"
        assert (await memory.get_note("shopping_list_old")) is not None
        assert (await memory.delete_note("shopping_list_old")).content == "milk"
        assert await memory.save_note("todo", "call mum") is not None
        with pytest.raises(ConflictError):
            await memory.restore_note("todo")

        remembered = await memory.remember("I live in Porto")
        recent = await memory.recent_facts(since)
        assert [item.fact.id for item in recent] == [remembered.facts[0]["id"]]
        assert recent[0].review is None and recent[0].about and recent[0].created_at
        approved = await memory.approve_fact(recent[0].fact.id)
        assert approved.review == "approved" and approved.fact.confidence >= 0.95
        rejected = await memory.reject_fact(recent[0].fact.id)
        assert (rejected.review, rejected.fact.active) == ("rejected", False)
