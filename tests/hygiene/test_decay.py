"""The decay job: confidence × (w_conf + w_rec·recency + w_freq·frequency), stored on each fact."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

import pytest

from hippograph.clock import ManualClock
from hippograph.hygiene.policy import HygienePolicy
from hippograph.hygiene.report import HygieneJob
from hippograph.hygiene.service import Hygiene
from hippograph.recall.scoring import DecayWeights
from hippograph.services import Services
from tests.hygiene.conftest import T0, make_fact

SCORES = "MATCH (f:Fact {user_id: $user_id}) RETURN f.uid AS uid, f.decay_score AS score, f.decayed_at AS at"


def hygiene(services: Services, **policy: object) -> Hygiene:
    base = HygienePolicy.from_settings(services.settings)
    return Hygiene(services.db, ManualClock(T0), replace(base, **policy))  # type: ignore[arg-type]


async def scores(services: Services, user_id: str) -> dict[str, float]:
    rows = await services.db.run_statement(SCORES, user_id=user_id)
    assert all(row["at"].to_native() == T0 for row in rows)
    return {row["uid"]: row["score"] for row in rows}


async def test_decay_orders_facts_by_recency_and_frequency(services: Services, user_id: str) -> None:
    days = timedelta(days=1)
    old = T0 - 200 * days
    fresh = await make_fact(services, user_id, "tea", created_at=old, last_accessed=T0 - days, confidence=0.8)
    stale = await make_fact(
        services, user_id, "coffee", created_at=old, last_accessed=T0 - 80 * days, confidence=0.8
    )
    used = await make_fact(
        services,
        user_id,
        "cocoa",
        created_at=old,
        last_accessed=T0 - 80 * days,
        access_count=10,
        confidence=0.8,
    )
    never = await make_fact(services, user_id, "mate", created_at=old, confidence=0.8)

    # Pages of two facts: the job goes through every page.
    report = await hygiene(services, batch_size=2).run(HygieneJob.DECAY, user_id)
    assert (report.namespaces, report.scored) == (1, 4)
    got = await scores(services, user_id)
    assert got[fresh] == pytest.approx(0.8 * (0.5 + 0.3 * (1 - 1 / 90)))
    assert got[used] == pytest.approx(0.8 * (0.5 + 0.3 * (1 - 80 / 90) + 0.2))
    assert got[stale] == pytest.approx(0.8 * (0.5 + 0.3 * (1 - 80 / 90)))
    assert got[never] == pytest.approx(0.8 * 0.5)  # 200 days since creation: past stale
    assert sorted(got, key=got.__getitem__, reverse=True) == [fresh, used, stale, never]


async def test_decay_weights_come_from_the_policy(services: Services, user_id: str) -> None:
    days = timedelta(days=1)
    recent = await make_fact(services, user_id, "tea", last_accessed=T0 - 9 * days, confidence=1.0)
    frequent = await make_fact(
        services, user_id, "cocoa", last_accessed=T0 - 45 * days, access_count=5, confidence=1.0
    )
    only_frequency = DecayWeights(confidence=0.0, recency=0.0, frequency=1.0)
    await hygiene(services, decay=only_frequency).run(HygieneJob.DECAY, user_id)
    got = await scores(services, user_id)
    assert got == pytest.approx({recent: 0.0, frequent: 0.5})
    only_recency = DecayWeights(confidence=0.0, recency=1.0, frequency=0.0)
    await hygiene(services, decay=only_recency, stale_after_days=90.0).run(HygieneJob.DECAY, user_id)
    got = await scores(services, user_id)
    assert got == pytest.approx({recent: 0.9, frequent: 0.5})
