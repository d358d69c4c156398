"""Ranking presets: how a recalled fact's final score is computed from what found it.

A preset is a function of the fact's signals and "now" that names its factors (the score is their
product, so an answer can say why each fact ranked where it did); :func:`ranker` picks one by
name, so a new preset is one more function in :data:`_PRESETS`, not a branch in the assembler.

``default``: reciprocal rank fusion of the channels × decay × the domain boost.
``keyword`` (keyword-memory.md, "Ranking"): bm25 × exp(score × 0.2) × 1/(1 + days × 0.01), bm25
being the full-text channel's Lucene score, score the reinforcement score (reinforce +3, demote
−1) and days the time since the last reinforcement or demotion (else since creation).

>>> signals = FactSignals([ChannelHit("fulltext", 1, 2.0)], 0.8, 3.0, 0, 1, None, None, None)
>>> round(Ranker(keyword_factors)(signals, datetime(2026, 1, 1)), 3)
3.644
>>> [name for name, _ in keyword_factors(signals, datetime(2026, 1, 1))]
['bm25', 'reinforcement', 'recency']
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

from hippograph.recall.memory import ChannelHit
from hippograph.recall.router import Routing
from hippograph.recall.scoring import Weights, decay, domain_boost, fuse

SCORE_WEIGHT = 0.2  # exp(score × 0.2): +3 is a 1.82× boost, −1 a 0.82× penalty
# The reinforcement score is unbounded (each reinforce adds 3): the boost's exponent stops here,
# so exp() can neither overflow nor vanish to 0 and the ranking stays finite and ordered.
MAX_SCORE_EXPONENT = 50.0
RECENCY_PER_DAY = 0.01  # 1/(1 + days × 0.01): a year-old hit still counts a fifth as much


class RankingPreset(StrEnum):
    DEFAULT = "default"
    KEYWORD = "keyword"


@dataclass(frozen=True)
class FactSignals:
    """What a ranking may look at for one fact."""

    hits: list[ChannelHit]
    confidence: float
    reinforcement: float  # Fact.score: reinforce/demote feedback
    access_count: int
    domain_id: int
    created_at: datetime | None
    last_accessed: datetime | None  # last returned by recall
    last_hit_at: datetime | None  # last reinforced or demoted


Factor = tuple[str, float]
Factors = Callable[[FactSignals, datetime], list[Factor]]


class Ranker:
    """A preset's score (the product of its factors) and the factors themselves."""

    def __init__(self, factors: Factors) -> None:
        self.factors = factors

    def __call__(self, fact: FactSignals, now: datetime) -> float:
        return math.prod(value for _, value in self.factors(fact, now))


def _days(since: datetime | None, now: datetime) -> float:
    return max(0.0, (now - since).total_seconds() / 86400) if since else 0.0


def keyword_factors(fact: FactSignals, now: datetime) -> list[Factor]:
    bm25 = max((hit.score for hit in fact.hits if hit.channel == "fulltext"), default=0.0)
    days = _days(fact.last_hit_at or fact.created_at, now)
    exponent = max(-MAX_SCORE_EXPONENT, min(MAX_SCORE_EXPONENT, fact.reinforcement * SCORE_WEIGHT))
    return [
        ("bm25", bm25),
        ("reinforcement", math.exp(exponent)),
        ("recency", 1.0 / (1.0 + days * RECENCY_PER_DAY)),
    ]


def default_ranker(weights: Weights, routing: Routing) -> Ranker:
    def factors(fact: FactSignals, now: datetime) -> list[Factor]:
        kept = decay(
            fact.confidence,
            days_since_use=_days(fact.last_accessed or fact.created_at, now),
            access_count=fact.access_count,
            stale_after_days=weights.stale_after_days,
            weights=weights.decay,
        )
        boost = domain_boost(fact.domain_id, routing.primary, routing.related, weights)
        return [("channels", fuse(fact.hits, weights)), ("decay", kept), ("domain", boost)]

    return Ranker(factors)


_PRESETS: dict[RankingPreset, Callable[[Weights, Routing], Ranker]] = {
    RankingPreset.DEFAULT: default_ranker,
    RankingPreset.KEYWORD: lambda weights, routing: Ranker(keyword_factors),
}


def ranker(preset: RankingPreset, weights: Weights, routing: Routing) -> Ranker:
    """The ranking function of ``preset`` for one recall."""
    return _PRESETS[preset](weights, routing)
