"""Decay: every fact of a namespace gets ``decay_score`` and ``decayed_at``, a page at a time.

The score is recall's own decay (:func:`hippograph.recall.scoring.decay`) with the weights from
settings; "last used" is the latest of the last recall hit and the last reinforcement or
demotion, else the creation. Nothing is deleted: pruning and readers use the stored score.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from hippograph.graph.driver import Tx
from hippograph.hygiene.policy import HygienePolicy
from hippograph.hygiene.record import Recorder
from hippograph.recall.scoring import decay


def _native(value: Any) -> datetime | None:
    return value.to_native() if hasattr(value, "to_native") else value  # type: ignore[no-any-return]


def decay_score(row: dict[str, Any], policy: HygienePolicy, now: datetime) -> float:
    """The decay score of one fact row (``confidence``, ``access_count`` and the timestamps)."""
    uses = [t for t in (_native(row.get("last_accessed")), _native(row.get("last_hit_at"))) if t]
    last_use = max(uses) if uses else _native(row.get("created_at"))
    days = max(0.0, (now - last_use).total_seconds() / 86400) if last_use else 0.0
    return decay(
        row.get("confidence") or 0.0,
        days_since_use=days,
        access_count=row.get("access_count") or 0,
        stale_after_days=policy.stale_after_days,
        weights=policy.decay,
    )


async def decay_namespace(recorder: Recorder, policy: HygienePolicy, now: datetime) -> int:
    """Score every fact of the namespace; one write transaction per page. Returns how many."""
    scored = 0
    after = ""
    while True:
        rows = await recorder.read("hygiene/page_facts", after=after, limit=policy.batch_size)
        if not rows:
            return scored
        scores = [{"uid": row["uid"], "score": decay_score(row, policy, now)} for row in rows]

        async def apply(tx: Tx, _: list[str], scores: list[dict[str, Any]] = scores) -> None:
            await tx.run("hygiene/store_decay", user_id=recorder.user_id, rows=scores, now=now)

        await recorder.change([row["uid"] for row in rows], apply)
        scored += len(rows)
        after = rows[-1]["uid"]
