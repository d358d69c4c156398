"""Archive instead of delete (keyword-memory "Pruning"): above ``prune_max_facts`` live facts, the
bottom ``prune_percent`` by stored decay score (then reinforcement score) get ``archived``.

Archived facts keep everything and stay listed (``facts``, ``factHistory``); recall finds them
only with ``includeArchived``. Run decay first (the default schedules do) so the scores are fresh.
"""

from __future__ import annotations

import math
from datetime import datetime

from hippograph.graph.driver import Tx
from hippograph.hygiene.record import Recorder


async def prune_namespace(
    recorder: Recorder, max_facts: int, percent: float, batch_size: int, now: datetime
) -> int:
    """Archive the bottom ``percent`` of the namespace's live facts if there are more than
    ``max_facts``; returns how many were archived."""
    live = (await recorder.read("hygiene/count_live"))[0]["live"]
    if live <= max_facts:
        return 0
    target = math.ceil(live * percent / 100)
    archived = 0
    while archived < target:
        limit = min(batch_size, target - archived)

        async def select(tx: Tx, limit: int = limit) -> list[str]:
            rows = await tx.run("hygiene/lowest_live", user_id=recorder.user_id, limit=limit)
            return [row["uid"] for row in rows]

        async def apply(tx: Tx, ids: list[str]) -> int:
            rows = await tx.run("hygiene/archive_facts", user_id=recorder.user_id, ids=ids, now=now)
            return int(rows[0]["archived"])

        done = await recorder.change(select, apply)
        if not done:
            break
        archived += done
    return archived
