"""Archive instead of delete (keyword-memory "Pruning"): above ``prune_max_facts`` live facts, the
bottom ``prune_percent`` by stored decay score (then reinforcement score) get ``archived``.

Archived facts keep everything and stay listed (``facts``, ``factHistory``); recall finds them
only with ``includeArchived``. Run decay first (the default schedules do) so the scores are fresh.
"""

from __future__ import annotations

import math
from datetime import datetime

from hippograph.graph.driver import Database


async def prune_namespace(
    db: Database, user_id: str, max_facts: int, percent: float, batch_size: int, now: datetime
) -> int:
    """Archive the bottom ``percent`` of ``user_id``'s live facts if there are more than
    ``max_facts``; returns how many were archived."""
    live = (await db.read("hygiene/count_live", user_id=user_id))[0]["live"]
    if live <= max_facts:
        return 0
    target = math.ceil(live * percent / 100)
    archived = 0
    while archived < target:
        rows = await db.write(
            "hygiene/archive_lowest", user_id=user_id, limit=min(batch_size, target - archived), now=now
        )
        if not rows[0]["archived"]:
            break
        archived += rows[0]["archived"]
    return archived
