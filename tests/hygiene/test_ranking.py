"""The ``keyword`` ranking preset: bm25 × exp(score × 0.2) × 1/(1 + days × 0.01), where
reinforce (+3) and demote (−1) move the score and reset the days (``last_hit_at``)."""

from __future__ import annotations

import math
from dataclasses import replace
from datetime import datetime, timedelta

import pytest

from hippograph.errors import ValidationError
from hippograph.recall.memory import ChannelHit, RecalledFact
from hippograph.recall.ranking import FactSignals, RankingPreset, ranker
from hippograph.recall.router import Routing
from hippograph.recall.scoring import Weights, decay, fuse
from hippograph.resolvers.facts import DEMOTE, REINFORCE
from hippograph.settings import Settings
from tests.hygiene.conftest import T0, Clocked, make_fact

QUERY = "kayaking river"


def bm25(fact: RecalledFact) -> float:
    return next(hit.score for hit in fact.channels if hit.channel == "fulltext")


def expected(fact: RecalledFact, score: float, since: datetime, now: datetime) -> float:
    days = (now - since).total_seconds() / 86400
    return bm25(fact) * math.exp(score * 0.2) / (1 + days * 0.01)


async def feedback(clocked: Clocked, user_id: str, uid: str, delta: tuple[float, float]) -> None:
    """What reinforceFact / demoteFact run, at the clock's now."""
    score, confidence = delta
    await clocked.services.db.write(
        "api/adjust_fact", user_id=user_id, uid=uid, score_delta=score, confidence_delta=confidence,
        now=clocked.clock.now(),
    )  # fmt: skip


async def keyword_recall(clocked: Clocked, user_id: str) -> dict[str, RecalledFact]:
    memory = await clocked.services.recaller.recall(user_id, QUERY, ranking=RankingPreset.KEYWORD)
    ranked = [fact.score for fact in memory.facts]
    assert ranked == sorted(ranked, reverse=True)
    return {fact.uid: fact for fact in memory.facts}


async def test_reinforce_and_demote_reorder_recall_as_the_formula_says(
    clocked: Clocked, user_id: str
) -> None:
    clock = clocked.clock
    created = T0 - timedelta(days=10)
    clock.set(T0)
    a = await make_fact(clocked.services, user_id, "kayaking on the Liffey river", created_at=created)
    b = await make_fact(clocked.services, user_id, "kayaking on the Thames river", created_at=created)

    # No feedback yet: score 0.5 (the confidence) and days since creation.
    found = await keyword_recall(clocked, user_id)
    for uid in (a, b):
        assert found[uid].score == pytest.approx(expected(found[uid], 0.5, created, T0))

    await feedback(clocked, user_id, a, REINFORCE)  # a: 3.5, last hit T0
    clock.set(T0 + timedelta(days=20))
    await feedback(clocked, user_id, b, DEMOTE)  # b: -0.5, last hit T0 + 20 days
    now = T0 + timedelta(days=50)
    clock.set(now)
    found = await keyword_recall(clocked, user_id)
    assert list(found)[:2] == [a, b]
    assert found[a].score == pytest.approx(expected(found[a], 3.5, T0, now))
    assert found[b].score == pytest.approx(expected(found[b], -0.5, T0 + timedelta(days=20), now))
    ratio = math.exp((3.5 + 0.5) * 0.2) * (1 + 30 * 0.01) / (1 + 50 * 0.01)
    assert found[a].score / found[b].score == pytest.approx(ratio * bm25(found[a]) / bm25(found[b]))

    # Two reinforcements now: b (5.5, 0 days) overtakes a (3.5, 50 days).
    await feedback(clocked, user_id, b, REINFORCE)
    await feedback(clocked, user_id, b, REINFORCE)
    found = await keyword_recall(clocked, user_id)
    assert list(found)[:2] == [b, a]
    assert found[b].score == pytest.approx(expected(found[b], 5.5, now, now))
    assert found[a].score == pytest.approx(expected(found[a], 3.5, T0, now))


def test_each_preset_is_a_function_of_the_facts_signals() -> None:
    weights = Weights.from_settings(Settings())
    routing = Routing([11], [2], {}, [])
    hits = [ChannelHit("fulltext", 1, 2.0), ChannelHit("vector", 3, 0.9)]
    signals = FactSignals(
        hits, 0.8, 3.0, 4, 11, T0 - timedelta(days=10), T0 - timedelta(days=5), T0 - timedelta(days=2)
    )
    kept = decay(0.8, days_since_use=5, access_count=4, stale_after_days=weights.stale_after_days)
    default = ranker(RankingPreset.DEFAULT, weights, routing)(signals, T0)
    assert default == pytest.approx(fuse(hits, weights) * kept * weights.primary_boost)
    keyword = ranker(RankingPreset.KEYWORD, weights, routing)
    assert keyword(signals, T0) == pytest.approx(2.0 * math.exp(0.6) / 1.02)
    # Found only by meaning, not by its words: no keyword relevance at all.
    assert keyword(replace(signals, hits=hits[1:]), T0) == 0.0


async def test_an_unknown_preset_is_rejected(clocked: Clocked, user_id: str) -> None:
    with pytest.raises(ValidationError, match="ranking"):
        await clocked.services.recaller.recall(user_id, QUERY, ranking="bm25")  # type: ignore[arg-type]
