"""The hygiene settings as one value object, so the jobs (and tests) never read settings."""

from __future__ import annotations

from dataclasses import dataclass

from hippograph.recall.scoring import DecayWeights
from hippograph.settings import Settings


@dataclass(frozen=True)
class HygienePolicy:
    decay: DecayWeights
    stale_after_days: float
    batch_size: int  # facts (or entities) per write transaction
    keep_runs: int  # runs (and what they changed) kept per namespace, for undo
    max_chain: int  # versions kept in a SUPERSEDES chain
    prune_max_facts: int  # live facts per user above which pruning archives
    prune_percent: float  # how many of them, in percent

    @classmethod
    def from_settings(cls, settings: Settings) -> HygienePolicy:
        return cls(
            decay=DecayWeights.from_settings(settings),
            stale_after_days=settings.decay_stale_after_days,
            batch_size=settings.hygiene_batch_size,
            keep_runs=settings.hygiene_keep_runs,
            max_chain=settings.hygiene_max_chain,
            prune_max_facts=settings.hygiene_prune_max_facts,
            prune_percent=settings.hygiene_prune_percent,
        )
