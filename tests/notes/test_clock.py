"""Ages follow the service's clock: notes and recall's working-note keys, under a ManualClock.

The schema runs in-process (real Neo4j, real resolvers) on the session's services with the clock
replaced, so time moves without waiting.
"""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from hippograph.auth import Principal
from hippograph.clock import ManualClock
from hippograph.notes.store import NoteLimits, Notes
from hippograph.resolvers.context import Context
from hippograph.schema.root import build_schema
from hippograph.services import Services

START = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


@dataclasses.dataclass
class Clocked:
    clock: ManualClock
    services: Services
    user_id: str

    async def data(self, document: str, **variables: Any) -> dict[str, Any]:
        context = Context(services=self.services, principal=Principal(self.user_id, False, None, None))
        result = await build_schema(self.services.settings).execute(
            document, variable_values=variables, context_value=context
        )
        assert result.errors is None, result.errors
        assert result.data is not None
        return result.data


@pytest.fixture
async def clocked(services: Services, user_id: str) -> Clocked:
    clock = ManualClock(START)
    notes = Notes(services.db, clock, NoteLimits.from_settings(services.settings))
    await services.namespaces.ensure(user_id)
    return Clocked(clock, dataclasses.replace(services, clock=clock, notes=notes), user_id)


SAVE = "mutation($k: String!, $c: String!) { saveNote(key: $k, content: $c) { updatedAt ageSeconds } }"
NOTES = "{ notes { key ageSeconds } }"
RECALL = "query($q: String!) { recall(query: $q) { notes { key updatedAt ageSeconds } } }"


async def test_note_age_follows_the_clock(clocked: Clocked) -> None:
    saved = (await clocked.data(SAVE, k="meal_plan", c="{}"))["saveNote"]
    assert saved == {"updatedAt": START.isoformat(), "ageSeconds": 0.0}
    clocked.clock.advance(timedelta(hours=5))
    assert (await clocked.data(NOTES))["notes"] == [{"key": "meal_plan", "ageSeconds": 5 * 3600.0}]


async def test_recall_carries_working_note_keys_newest_first_not_archived_ones(clocked: Clocked) -> None:
    await clocked.data(SAVE, k="current_budget", c='{"food": 100}')
    clocked.clock.advance(timedelta(days=2))
    await clocked.data(SAVE, k="meal_plan", c="pasta")
    await clocked.data(SAVE, k="budget_2025_01", c="old")
    await clocked.data('mutation { archiveNote(key: "budget_2025_01", newKey: "budget_2025_01_a") { key } }')
    clocked.clock.advance(timedelta(hours=5))

    notes = (await clocked.data(RECALL, q="What should I cook tonight?"))["recall"]["notes"]
    assert notes == [
        {"key": "meal_plan", "updatedAt": (START + timedelta(days=2)).isoformat(), "ageSeconds": 5 * 3600.0},
        {"key": "current_budget", "updatedAt": START.isoformat(), "ageSeconds": (2 * 24 + 5) * 3600.0},
    ]
