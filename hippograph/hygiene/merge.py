"""Compaction, step 1: facts of one entity and field whose values say the same thing.

Within each (entity, field) group of active facts, the strongest fact (reinforcement score, then
confidence, then use, then the newest) keeps every fact whose value embedding is at least
``merge_similarity`` close to its own; it takes their access counts and the highest confidence,
and they point to it by ``MERGED_INTO``. Facts without an embedding are never merged.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from hippograph.graph.driver import Database

Row = dict[str, Any]


def cosine(a: list[float], b: list[float]) -> float:
    dot = sum(x * y for x, y in zip(a, b, strict=True))
    norms = math.sqrt(sum(x * x for x in a)) * math.sqrt(sum(y * y for y in b))
    return dot / norms if norms else 0.0


def _close(a: Row, b: Row, similarity: float) -> bool:
    if not (a.get("embedding") and b.get("embedding")):
        return False
    return cosine(a["embedding"], b["embedding"]) >= similarity


def _strength(fact: Row) -> tuple[float, float, int, str]:
    return (fact.get("score") or 0.0, fact.get("confidence") or 0.0, fact.get("access_count") or 0,
            str(fact.get("created_at") or ""))  # fmt: skip


@dataclass
class _Cluster:
    keeper: Row
    merged: list[Row] = field(default_factory=list)

    def as_params(self) -> Row:
        members = [self.keeper, *self.merged]
        return {
            "keeper": self.keeper["uid"],
            "merged": [fact["uid"] for fact in self.merged],
            "access_count": sum(fact.get("access_count") or 0 for fact in members),
            "confidence": max(fact.get("confidence") or 0.0 for fact in members),
        }


def plan_merges(facts: list[Row], similarity: float) -> Iterator[Row]:
    """The merges of one group: each fact joins the first stronger keeper it is close enough to."""
    clusters: list[_Cluster] = []
    for fact in sorted(facts, key=_strength, reverse=True):
        home = next((c for c in clusters if _close(c.keeper, fact, similarity)), None)
        if home is None:
            clusters.append(_Cluster(fact))
        else:
            home.merged.append(fact)
    return (cluster.as_params() for cluster in clusters if cluster.merged)


async def merge_duplicates(
    db: Database, user_id: str, similarity: float, batch_size: int, now: datetime
) -> int:
    """Merge redundant facts, a page of entities per transaction. Returns the facts merged away."""
    merged = 0
    after = ""
    while True:
        page = (await db.read("hygiene/duplicate_groups", user_id=user_id, after=after, limit=batch_size))[0]
        if page["last"] is None:
            return merged
        merges = [m for group in page["groups"] for m in plan_merges(group["facts"], similarity)]
        if merges:
            rows = await db.write("hygiene/merge_duplicates", user_id=user_id, merges=merges, now=now)
            merged += rows[0]["merged"] if rows else 0
        after = page["last"]
