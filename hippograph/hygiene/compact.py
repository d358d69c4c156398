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

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from hippograph.graph.driver import Tx
from hippograph.hygiene.chains import shorten_chains
from hippograph.hygiene.merge import merge_duplicates
from hippograph.hygiene.policy import HygienePolicy
from hippograph.hygiene.record import Recorder


@dataclass(frozen=True)
class Compacted:
    merged: int
    folded: int
    orphans: int


async def remove_orphans(recorder: Recorder, batch_size: int) -> int:
    removed = 0
    while True:

        async def select(tx: Tx) -> list[str]:
            rows = await tx.run("hygiene/find_orphans", user_id=recorder.user_id, limit=batch_size)
            return [uid for row in rows for uid in (row["uid"], *row["aliases"])]

        async def apply(tx: Tx, ids: list[str]) -> int:
            if not ids:
                return 0
            rows = await tx.run("hygiene/delete_orphans", user_id=recorder.user_id, ids=ids)
            return int(rows[0]["removed"])

        # The vectors are recorded too: an undo recreates the entities as they were.
        batch = await recorder.change(select, apply, embeddings=True)
        removed += batch
        if batch < batch_size:
            return removed


async def compact_namespace(
    recorder: Recorder, policy: HygienePolicy, now: datetime, multi_valued: Callable[[str], bool]
) -> Compacted:
    merged = await merge_duplicates(recorder, policy.batch_size, now, multi_valued)
    folded = await shorten_chains(recorder, policy.max_chain, policy.batch_size, now)
    orphans = await remove_orphans(recorder, policy.batch_size)
    return Compacted(merged, folded, orphans)
