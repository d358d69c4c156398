"""Fixtures of the hygiene tests: facts with controlled timestamps and a recall on a manual clock."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import UTC, datetime

import pytest

from hippograph.clock import ManualClock
from hippograph.services import Services, open_services
from hippograph.settings import Settings

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)

CREATE_FACT = """
MATCH (e:Entity {user_id: $user_id, uid: $entity_uid})
MATCH (d:Domain {id: 11})
CREATE (f:Fact {uid: $uid, user_id: $user_id, field: $field, value: $value, domain_id: 11,
                confidence: $confidence, score: $confidence, access_count: $access_count,
                active: true, target: 'user', sector: 'semantic', source: 'api',
                created_at: $created_at, valid_from: $created_at, last_accessed: $last_accessed,
                embedding: $embedding})
CREATE (f)-[:ABOUT]->(e), (f)-[:IN_DOMAIN]->(d)
"""


@dataclass(frozen=True)
class Clocked:
    services: Services
    clock: ManualClock


@pytest.fixture(scope="session")
async def clocked(settings: Settings) -> AsyncIterator[Clocked]:
    """The services on a manual clock (recall's "now", reinforcement times, the jobs' "now")."""
    clock = ManualClock(T0)
    async with open_services(settings, clock) as services:
        yield Clocked(services, clock)


async def make_fact(
    services: Services,
    user_id: str,
    value: str,
    *,
    field: str = "likes",
    created_at: datetime = T0,
    last_accessed: datetime | None = None,
    access_count: int = 0,
    confidence: float = 0.5,
) -> str:
    """A fact about the user with the timestamps and counts a test needs; returns its uid."""
    refs = await services.namespaces.ensure(user_id)
    uid = str(uuid.uuid4())
    vector = (await services.embedder.embed([f"{field}: {value}"]))[0]
    await services.db.run_statement(
        CREATE_FACT,
        user_id=user_id,
        entity_uid=refs.user_uid,
        uid=uid,
        field=field,
        value=value,
        confidence=confidence,
        access_count=access_count,
        created_at=created_at,
        last_accessed=last_accessed,
        embedding=vector,
    )
    return uid
