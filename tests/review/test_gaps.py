"""Gaps: per-domain coverage with controlled time (a ManualClock) and over GraphQL on HTTP."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hippograph.clock import ManualClock
from hippograph.graph.driver import Database
from hippograph.review.gaps import Coverage, GapPolicy, Gaps, sparsest_first
from tests.api.client import Api

ADD_ENTITY = 'mutation { addEntity(input: {name: "Ledger", type: "Concept"}) { id } }'
ADD_FACT = """mutation($e: ID!, $f: String!, $v: String!, $d: Int!) {
  addFact(input: {entityId: $e, field: $f, value: $v, domainId: $d}) { id } }"""
FINANCES, GOALS, EVENTS, IDENTITY = 8, 10, 13, 1


def add_facts(api: Api, domain_id: int, count: int) -> list[str]:
    entity = api.data(ADD_ENTITY)["addEntity"]["id"]
    return [
        api.data(ADD_FACT, {"e": entity, "f": f"item_{i}", "v": f"value {i}", "d": domain_id})["addFact"][
            "id"
        ]
        for i in range(count)
    ]


def by_domain(coverage: list[Coverage]) -> dict[int, Coverage]:
    return {item.domain_id: item for item in coverage}


@pytest.fixture
def facts(api: Api) -> None:
    add_facts(api, FINANCES, 3)
    add_facts(api, GOALS, 1)
    add_facts(api, EVENTS, 2)


@pytest.mark.usefixtures("facts")
async def test_staleness_follows_each_domains_rate(db: Database, user_id: str) -> None:
    clock = ManualClock(datetime.now(UTC))
    gaps = Gaps(db, clock, GapPolicy(stale_after_periods=4, sparse_below=2))

    fresh = by_domain(await gaps.coverage(user_id))
    assert [fresh[d].fact_count for d in (FINANCES, GOALS, EVENTS, IDENTITY)] == [3, 1, 2, 0]
    assert fresh[FINANCES].field_count == 3 and fresh[FINANCES].share == pytest.approx(0.5)
    assert not any(item.stale for item in fresh.values())
    assert (fresh[GOALS].sparse, fresh[FINANCES].sparse, fresh[IDENTITY].sparse) == (True, False, True)
    assert fresh[IDENTITY].newest_fact_at is None and fresh[IDENTITY].age_days is None

    clock.advance(timedelta(days=5))  # past 4 days (finances), within 4 weeks (goals)
    later = by_domain(await gaps.coverage(user_id))
    assert later[FINANCES].stale and not later[GOALS].stale
    assert later[FINANCES].age_days == pytest.approx(5, abs=0.01)

    clock.advance(timedelta(days=365 * 10))  # an event log never goes stale, an empty domain neither
    decade = by_domain(await gaps.coverage(user_id))
    assert decade[GOALS].stale and not decade[EVENTS].stale and not decade[IDENTITY].stale
    assert decade[EVENTS].stale_after_days is None and decade[GOALS].stale_after_days == 28


@pytest.mark.usefixtures("facts")
def test_domains_coverage_and_gaps_over_http(api: Api) -> None:
    domains = api.data("{ domains { id factCount coverage { factCount share stale sparse newestFactAt } } }")
    rows = {d["id"]: d for d in domains["domains"]}
    assert len(rows) == 14
    assert rows[FINANCES]["coverage"]["factCount"] == rows[FINANCES]["factCount"] == 3
    assert rows[FINANCES]["coverage"]["share"] == pytest.approx(0.5)
    assert (rows[FINANCES]["coverage"]["sparse"], rows[GOALS]["coverage"]["sparse"]) == (False, True)
    assert rows[IDENTITY]["coverage"]["newestFactAt"] is None

    gaps = api.data("{ gaps { domainId factCount sparse stale rate } }")["gaps"]
    assert [g["factCount"] for g in gaps] == sorted(g["factCount"] for g in gaps)
    assert gaps[-1]["domainId"] == FINANCES and gaps[-1]["rate"] == "days"
    assert {g["domainId"] for g in gaps if not g["sparse"]} == {FINANCES}  # threshold 3 by default


def test_sparsest_first_puts_stale_domains_first_among_equals() -> None:
    def item(domain_id: int, count: int, stale: bool, age: float | None) -> Coverage:
        return Coverage(domain_id, "s", "n", "days", count, count, 0.0, None, age, 4.0, stale, count < 3)

    ordered = sparsest_first([item(1, 2, False, 1.0), item(2, 2, True, 9.0), item(3, 0, False, None)])
    assert [c.domain_id for c in ordered] == [3, 2, 1]
