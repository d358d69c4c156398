"""Compaction of one namespace: merge redundant facts, shorten long chains, remove orphans.

Each step writes one transaction per batch; the steps run in this order because merging can
leave nothing about an entity only through facts (the merged ones stay, inactive), and orphans
are judged last, on the compacted graph.

Orphan criterion: an entity (not the user or the agent) with no fact about it in any state, no
edge to another entity than the user, no turn that mentions it or that it spoke, no alias the user
stated, not created through the API (``source = 'api'``) and in no merge record. Resolution can
leave such entities behind; anything the user named or stated is kept.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from hippograph.graph.driver import Database
from hippograph.hygiene.chains import shorten_chains
from hippograph.hygiene.merge import merge_duplicates
from hippograph.hygiene.policy import HygienePolicy


@dataclass(frozen=True)
class Compacted:
    merged: int
    folded: int
    orphans: int


async def remove_orphans(db: Database, user_id: str, batch_size: int) -> int:
    removed = 0
    while True:
        rows = await db.write("hygiene/remove_orphans", user_id=user_id, limit=batch_size)
        batch = int(rows[0]["removed"])
        removed += batch
        if batch < batch_size:
            return removed


async def compact_namespace(db: Database, user_id: str, policy: HygienePolicy, now: datetime) -> Compacted:
    merged = await merge_duplicates(db, user_id, policy.merge_similarity, policy.batch_size, now)
    folded = await shorten_chains(db, user_id, policy.max_chain, policy.batch_size, now)
    orphans = await remove_orphans(db, user_id, policy.batch_size)
    return Compacted(merged, folded, orphans)
