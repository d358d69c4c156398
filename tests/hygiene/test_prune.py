"""Archive instead of delete: above the size limit the bottom facts are archived; recall hides
them unless asked, listings still show them."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

from hippograph.clock import ManualClock
from hippograph.hygiene.policy import HygienePolicy
from hippograph.hygiene.report import HygieneJob
from hippograph.hygiene.service import Hygiene
from hippograph.services import Services
from tests.hygiene.conftest import T0, make_fact

ARCHIVED = "MATCH (f:Fact {user_id: $user_id}) WHERE f.archived RETURN f.uid AS uid, f.archived_at AS at"
TEAS = ["green tea", "black tea", "white tea", "oolong tea", "jasmine tea", "mint tea"]


async def test_prune_archives_the_bottom_and_recall_hides_them(services: Services, user_id: str) -> None:
    # The n-th tea was last used n × 10 days ago: the last three decay lowest.
    uids = [
        await make_fact(services, user_id, tea, created_at=T0 - timedelta(days=100),
                        last_accessed=T0 - timedelta(days=10 * n), confidence=0.8)
        for n, tea in enumerate(TEAS)
    ]  # fmt: skip
    policy = replace(HygienePolicy.from_settings(services.settings), prune_max_facts=4, prune_percent=50)
    hygiene = Hygiene(services.db, ManualClock(T0), policy)
    await hygiene.run(HygieneJob.DECAY, user_id)

    report = await hygiene.run(HygieneJob.PRUNE, user_id)
    assert report.archived == 3  # ceil(6 × 50%)
    rows = await services.db.run_statement(ARCHIVED, user_id=user_id)
    assert {row["uid"] for row in rows} == set(uids[3:])
    assert all(row["at"].to_native() == T0 for row in rows)

    hidden = await services.recaller.recall(user_id, "Which tea do I like?", limit=20)
    assert {f.value for f in hidden.facts} == set(TEAS[:3])
    shown = await services.recaller.recall(user_id, "Which tea do I like?", limit=20, include_archived=True)
    assert {f.value for f in shown.facts} == set(TEAS)

    # Three live facts are under the limit: nothing more to archive.
    assert (await hygiene.run(HygieneJob.PRUNE, user_id)).archived == 0


async def test_prune_does_nothing_under_the_limit(services: Services, user_id: str) -> None:
    await make_fact(services, user_id, "green tea")
    hygiene = Hygiene(services.db, ManualClock(T0), HygienePolicy.from_settings(services.settings))
    assert (await hygiene.run(HygieneJob.PRUNE, user_id)).archived == 0
