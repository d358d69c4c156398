"""bench/load.py over the real HTTP app: the open loop's Poisson arrivals and the closed loop still
running; bench/openloop.py's queueing arithmetic on a server of known speed."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import time
from pathlib import Path

import pytest

from hippograph.auth import ApiKeys
from hippograph.client import AsyncHippoGraph
from hippograph.graph.driver import Database

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import load
import openloop

QUESTIONS = ["Where do I live?", "What does Priya do for a living?", "Which languages do I speak?"]


@pytest.fixture
async def key(db: Database, service_url: str, user_id: str) -> str:
    secret = (await ApiKeys(db).create(user_id)).secret
    async with AsyncHippoGraph(service_url, secret, timeout_s=120) as client:
        await client.remember("I live in Porto and my cousin Priya is a nurse.", session_id="s1")
        await client.recall(QUESTIONS[0])  # the first recall of a fresh service warms its models
    return secret


async def test_open_loop_reports_each_rate_from_real_answers(service_url: str, key: str) -> None:
    args = argparse.Namespace(
        rates=[4.0, 2.0], seconds=1.5, recall_share=None, all_rates=True, query_caches="on"
    )
    rows = await load.open_loop(service_url, key, QUESTIONS, iter([]), args, {"service": os.getpid()})
    report = load.open_report(args, [], {"turns": 0}, rows)

    assert [row["rate"] for row in report["rates"]] == [2.0, 4.0]
    for row in report["rates"]:
        assert row["sent"] > 0 and row["ok"] + row["errors"] == row["sent"]
        assert row["errors"] == 0, row["error_samples"]
        assert 0 < row["p50"] <= row["p95"] <= row["p99"] <= row["max"]
        assert 0 < row["achieved_per_s"] <= row["sent"] / row["seconds"] + 1e-9
        assert row["cpu_ms_per_request"]["service"] > 0
        # The warm-up asked the first ten questions: every one of these three is a repeat.
        assert row["repeated_question_share"] == 1.0
    expected = None
    for row in report["rates"]:  # ascending
        if row["p95"] > load.GOAL_OPEN_P95_MS:
            break
        expected = row["rate"]
    assert report["highest_rate_p95_within_goal"] == expected
    assert report["goals"] == {"p95 <= 150 ms at 30/s": None}  # 30/s was not run


async def test_closed_loop_still_runs(service_url: str, key: str) -> None:
    workload = load.Workload(QUESTIONS, iter([]), recall_share=1.0)
    workload.deadline = time.perf_counter() + 1.5
    await asyncio.gather(workload.worker(service_url, key, 0), workload.worker(service_url, key, 1))
    summary = load.summary(workload.results, 1.5)
    assert summary["recall"]["ok"] > 0 and summary["recall"]["errors"] == 0
    assert summary["recall"]["p50"] > 0


async def test_latency_counts_the_queue_of_a_saturated_server() -> None:
    """One request at a time, 50 ms each (20/s), offered 40/s: the open loop's requests wait in
    line, and the latency from their scheduled time shows it; a closed loop would not."""
    server = asyncio.Lock()

    async def send(index: int) -> None:
        async with server:
            await asyncio.sleep(0.05)

    run = await openloop.run_rate(send, rate=40, seconds=1.5, seed=3)
    row = run.summary()
    assert row["ok"] == run.sent > 30 and row["errors"] == 0
    assert row["p95"] > 400  # ~60 requests × 50 ms: the last wait well over a second
    assert row["achieved_per_s"] < 25


async def test_failures_are_counted_not_raised() -> None:
    async def send(index: int) -> None:
        if index % 2:
            raise RuntimeError("boom")

    row = (await openloop.run_rate(send, rate=50, seconds=0.5, seed=1)).summary()
    assert row["errors"] == row["sent"] // 2 and row["ok"] == row["sent"] - row["errors"]
    assert row["error_samples"] == ["RuntimeError: boom"]


def test_highest_rate_stops_at_the_first_miss() -> None:
    rows = [
        {"rate": 10, "errors": 0, "p95": 80.0},
        {"rate": 20, "errors": 0, "p95": 140.0},
        {"rate": 30, "errors": 0, "p95": 400.0},
        {"rate": 40, "errors": 0, "p95": 120.0},  # noise above the knee does not count
    ]
    assert openloop.highest_rate(rows, 150.0) == 20
    assert openloop.highest_rate([{"rate": 10, "errors": 1, "p95": 10.0}], 150.0) is None
