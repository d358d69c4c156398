"""Compaction, step 2: very long SUPERSEDES chains, shortened without losing a version.

A chain keeps its ``max_chain`` newest versions; each older one leaves the chain and points to
the oldest kept version (the anchor) by ``VERSION_OF {supersedes, superseded_by}``, the uids of
its neighbours in the chain. ``api/fact_history`` follows both, so every version stays listed,
newest first, with its neighbours, whatever the chain's length (the walk stays short).
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from typing import Any

from hippograph.graph.driver import Tx
from hippograph.hygiene.record import Recorder

Row = dict[str, Any]


def plan_folds(versions: list[str], tail_supersedes: str | None, max_chain: int) -> Iterator[Row]:
    """The versions to fold out of one chain (``versions`` newest first)."""
    anchor = versions[max_chain - 1]
    for i in range(max_chain, len(versions)):
        older = versions[i + 1] if i + 1 < len(versions) else tail_supersedes
        yield {"uid": versions[i], "anchor": anchor, "superseded_by": versions[i - 1], "supersedes": older}


async def shorten_chains(recorder: Recorder, max_chain: int, batch_size: int, now: datetime) -> int:
    """Fold the old versions of every chain longer than ``max_chain``; returns how many."""
    chains_per_batch = max(1, batch_size // max_chain)
    folded = 0
    while True:
        rows = await recorder.read("hygiene/long_chains", max_versions=max_chain, limit=chains_per_batch)
        folds = [f for row in rows for f in plan_folds(row["versions"], row["tail_supersedes"], max_chain)]
        if not folds:
            return folded
        # The versions folded, their anchors, and their neighbours (whose SUPERSEDES go).
        ends = ("uid", "anchor", "superseded_by", "supersedes")
        touched = [f[end] for f in folds for end in ends if f[end]]

        async def apply(tx: Tx, _: list[str], folds: list[Row] = folds) -> int:
            rows = await tx.run("hygiene/fold_versions", user_id=recorder.user_id, folds=folds, now=now)
            return int(rows[0]["folded"])

        done = await recorder.change(touched, apply)
        if not done:  # the chains changed under us; the next run picks them up
            return folded
        folded += done
