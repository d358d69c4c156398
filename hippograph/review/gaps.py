"""Gaps (koramem "Memory Hygiene"): how well each life domain of a user is covered.

For every domain: how many active facts and fields it holds, its share of the user's facts, when
its newest fact was learned, whether that is *stale* for the domain's rate (finances change in
days, identity in years) and whether the domain is *sparse* (fewer facts than a threshold).
A domain is stale when its newest fact is older than ``stale_after_periods`` periods of its rate;
an append-only domain (the event log) and an empty one never are: emptiness is sparseness.

>>> policy = GapPolicy(stale_after_periods=4, sparse_below=3)
>>> policy.stale_after_days("weeks")
28.0
>>> policy.stale_after_days("append-only") is None
True
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from hippograph.clock import Clock
from hippograph.graph.driver import Database
from hippograph.graph.rows import moment
from hippograph.settings import Settings

# The period of each rate in graph/domains.py, in days; "append-only" has none.
RATE_DAYS = {"days": 1.0, "weeks": 7.0, "months": 30.4375, "years": 365.25}
SECONDS_PER_DAY = 86_400.0


@dataclass(frozen=True)
class GapPolicy:
    stale_after_periods: float = 4.0
    sparse_below: int = 3

    @classmethod
    def from_settings(cls, settings: Settings) -> GapPolicy:
        return cls(settings.gaps_stale_after_periods, settings.gaps_sparse_below)

    def stale_after_days(self, rate: str) -> float | None:
        period = RATE_DAYS.get(rate)
        return None if period is None else period * self.stale_after_periods


@dataclass(frozen=True)
class Coverage:
    domain_id: int
    slug: str
    name: str
    rate: str
    fact_count: int
    field_count: int
    share: float  # of the user's active facts, 0-1
    newest_fact_at: datetime | None
    age_days: float | None  # of the newest fact
    stale_after_days: float | None
    stale: bool
    sparse: bool


def assess(row: dict[str, Any], now: datetime, policy: GapPolicy) -> Coverage:
    """The coverage of one domain from its ``api/list_domains`` row, as of ``now``."""
    newest = moment(row["newest_fact_at"])
    age_days = max(0.0, (now - newest).total_seconds() / SECONDS_PER_DAY) if newest else None
    window = policy.stale_after_days(row["rate"])
    return Coverage(
        domain_id=row["id"],
        slug=row["slug"],
        name=row["name"],
        rate=row["rate"],
        fact_count=row["fact_count"],
        field_count=row["field_count"],
        share=row["share"],
        newest_fact_at=newest,
        age_days=age_days,
        stale_after_days=window,
        stale=age_days is not None and window is not None and age_days > window,
        sparse=row["fact_count"] < policy.sparse_below,
    )


def sparsest_first(coverage: list[Coverage]) -> list[Coverage]:
    """Fewest facts first; among equals the stale ones, then the oldest newest fact."""
    return sorted(coverage, key=lambda c: (c.fact_count, not c.stale, -(c.age_days or 0.0), c.domain_id))


class Gaps:
    def __init__(self, db: Database, clock: Clock, policy: GapPolicy) -> None:
        self._db = db
        self._clock = clock
        self.policy = policy

    async def rows(self, user_id: str) -> list[dict[str, Any]]:
        """The 14 domains with the user's counts, in one query (the GraphQL ``domains`` reads it)."""
        return await self._db.read("api/list_domains", user_id=user_id)

    def assess(self, row: dict[str, Any]) -> Coverage:
        return assess(row, self._clock.now(), self.policy)

    async def coverage(self, user_id: str) -> list[Coverage]:
        """Every domain's coverage, by domain id."""
        return [self.assess(row) for row in await self.rows(user_id)]
