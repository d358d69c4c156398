"""bench/tenants.py at toy size on the test Neo4j: the crowded-versus-alone comparison is computed
from the recalls the bench really made."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from hippograph.services import Services

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import tenants


async def test_crowded_and_alone_recalls_are_compared(services: Services) -> None:
    config = tenants.Config(
        tenants=5, facts_per_tenant=40, big=300, sample=2, queries=2, warmup=1, templates=60
    )
    report = await tenants.measure(services, config, [])
    json.dumps(report, default=str)  # what --json writes

    assert (
        report["database_crowded"]["facts"] - report["database_before"]["facts"] == 6 * 40 + 300
    )  # 5 small, the warm-up one, the big one
    answers = report["answers"]
    assert sorted(answers) == report["sampled_tenants"] and len(answers) == 2
    overlaps, dropped = [], 0
    for user_id, pair in answers.items():
        assert len(pair["alone"]) == len(pair["crowded"]) == 2
        for alone, crowded in zip(pair["alone"], pair["crowded"], strict=True):
            assert alone["facts"], "every question finds some of the tenant's 40 facts"
            assert all(uid.startswith(user_id + "-f") for uid in alone["facts"] + crowded["facts"])
            assert alone["seconds"] > 0 and crowded["seconds"] > 0
            overlaps.append(len(set(alone["facts"]) & set(crowded["facts"])) / len(alone["facts"]))
            dropped += len(set(alone["facts"]) - set(crowded["facts"]))
    comparison = report["comparison"]
    assert comparison["recalls"] == 4
    assert comparison["fact_top10_overlap"] == sum(overlaps) / len(overlaps)
    assert comparison["foreign_items"] == 0
    why = {k: v for k, v in comparison["dropped_facts_why"].items() if k != "not returned at all"}
    assert sum(why.values()) >= dropped and (dropped == 0) == (not why)
    for side in ("alone", "crowded"):
        assert set(comparison[f"latency_{side}_ms"]) >= {"p50", "p95", "p99"}
        assert comparison[f"cpu_ms_per_recall_{side}"]["service"] > 0
    assert (
        comparison["p50_ratio"]
        == comparison["latency_crowded_ms"]["p50"] / comparison["latency_alone_ms"]["p50"]
    )
    assert set(report["goals"].values()) <= {True, False}


def test_a_dropped_fact_is_explained_by_the_channels_that_lost_it() -> None:
    alone = tenants.Answer(["a", "b"], [], 0.1, {"a": {"vector": 1}, "b": {"vector": 2, "fulltext": 1}})
    crowded = tenants.Answer(["b", "c"], [], 0.1, {"b": {"vector": 1, "fulltext": 2}, "c": {"vector": 2}})
    assert tenants.why_dropped(alone, crowded) == ["lost:vector", "not returned at all"]
    crowded.found_by["a"] = {"vector": 15}
    assert tenants.why_dropped(alone, crowded) == ["reranked"]


def test_overlap_counts_what_the_crowd_changed() -> None:
    assert tenants.overlap(["a", "b", "c", "d"], ["a", "b", "x", "y"]) == 0.5
    assert tenants.overlap([], []) == 1.0
    assert tenants.overlap([], ["x"]) == 0.0
    assert tenants.foreign("u1", ["u1-f1", "u10-f1", "other"]) == 2
