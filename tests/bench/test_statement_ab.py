"""bench/statement_ab.py on the test Neo4j: recall's statements replayed with the parameters real
recalls of a small synthetic namespace gave them, the walk beside itself auto-committed."""

from __future__ import annotations

import sys
import uuid
from pathlib import Path

from hippograph.services import Services

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import statement_ab
from recall_latency import build_world, load_to
from tenants import build_templates


async def test_rewrites_are_compared_on_the_recalls_own_parameters(services: Services) -> None:
    run_id = f"ab{uuid.uuid4().hex[:8]}"
    world = await build_world(services, build_templates(services, 60), run_id)
    await load_to(services, world, 400)

    outcomes = await statement_ab.compare(
        services, "recall/expand", [], run_id=run_id, queries=6, rounds=2, auto_commit=True
    )
    base, auto = outcomes
    assert len(base.rows) >= 3, "half the bench's questions name someone: the walk runs"
    assert base.identical == len(base.rows) and auto.identical == len(base.rows)
    walked = [row[0]["reached"] for row in base.rows]
    assert any(walked) and all(r["entity_uids"] for reached in walked for r in reached)
    assert len(base.cpu_ms) == len(auto.cpu_ms) == 2 and base.cpu_ms[0]["service"] >= 0

    # Every recall runs the channels once: one call per question, each its own namespace's hits.
    (channels,) = await statement_ab.compare(
        services, "recall/fact_candidates", [], run_id=run_id, queries=2, rounds=1
    )
    assert len(channels.rows) == 2 and channels.identical == 2
    assert all(row[0]["vector_facts"] for row in channels.rows)
