"""What a hygiene run did, in counts."""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import StrEnum


class HygieneJob(StrEnum):
    DECAY = "decay"
    COMPACT = "compact"
    PRUNE = "prune"


@dataclass(frozen=True)
class HygieneReport:
    job: HygieneJob
    namespaces: int = 0  # namespaces the job went through
    scored: int = 0  # decay: facts given a decay score
    merged: int = 0  # compact: redundant facts folded into a stronger one
    folded: int = 0  # compact: old versions moved off long SUPERSEDES chains
    orphans: int = 0  # compact: orphan entities removed
    archived: int = 0  # prune: facts archived

    def __add__(self, other: HygieneReport) -> HygieneReport:
        """The report of two runs of the same job (two namespaces)."""
        counts = {f.name: getattr(self, f.name) + getattr(other, f.name) for f in fields(self)[1:]}
        return HygieneReport(self.job, **counts)
