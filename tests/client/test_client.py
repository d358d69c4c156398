"""The thin client end to end over HTTP against the real service and the real Neo4j."""

from __future__ import annotations

import pytest

from hippograph.auth import ApiKeys
from hippograph.client import AsyncHippoGraph, HippoGraph
from hippograph.errors import AuthError, NotFoundError
from hippograph.graph.driver import Database


@pytest.fixture
async def secret(db: Database, user_id: str) -> str:
    return (await ApiKeys(db).create(user_id)).secret


def test_remember_recall_history_forget(service_url: str, secret: str) -> None:
    with HippoGraph(service_url, secret) as memory:
        first = memory.remember("I live in Dublin", occurred_at="2024-01-01T00:00:00+00:00")
        memory.remember("I've moved to Oslo", occurred_at="2024-06-01T00:00:00+00:00")
        found = memory.recall("Where do I live?")
        oslo = next(f for f in found.facts if f.fact.value == "Oslo")
        assert oslo.about_role == "user" and oslo.channels
        assert oslo.provenance is not None and oslo.provenance.snippet == "I've moved to Oslo"

        history = memory.fact_history(oslo.fact.id)
        assert [(f.value, f.active) for f in history] == [("Oslo", True), ("Dublin", False)]
        assert history[1].id == first.facts[0]["id"]

        forgotten = memory.forget_fact(oslo.fact.id)
        assert forgotten.active is False
        after = memory.recall("Where do I live?")
        assert "Oslo" not in [f.fact.value for f in after.facts]
        assert [f.value for f in memory.fact_history(oslo.fact.id)] == ["Oslo", "Dublin"]


async def test_async_client_and_typed_errors(service_url: str, secret: str) -> None:
    async with AsyncHippoGraph(service_url, secret) as memory:
        result = await memory.remember("I'm allergic to shellfish")
        fact_id = result.facts[0]["id"]
        reinforced = await memory.reinforce_fact(fact_id)
        demoted = await memory.demote_fact(fact_id)
        assert reinforced.score > demoted.score
        with pytest.raises(NotFoundError):
            await memory.forget_fact("no-such-fact")
    async with AsyncHippoGraph(service_url, "hg_not_a_key") as stranger:
        with pytest.raises(AuthError):
            await stranger.recall("anything")
