"""What a hygiene run did (or, dry, would do): counts, the runs recorded, and the changes."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from enum import StrEnum


class HygieneJob(StrEnum):
    DECAY = "decay"
    COMPACT = "compact"
    PRUNE = "prune"


@dataclass(frozen=True)
class ChangeLine:
    """One change of a run, for people: ``set`` (properties of a node), ``delete node``,
    ``create node``, ``create relationship``, ``delete relationship``."""

    action: str
    target: str  # a node id, or "start -[TYPE]-> end"
    before: str | None = None  # JSON of the properties before, when they matter
    after: str | None = None


COUNTS = ("namespaces", "scored", "merged", "folded", "orphans", "archived")


@dataclass(frozen=True)
class HygieneReport:
    job: HygieneJob
    namespaces: int = 0  # namespaces the job went through
    scored: int = 0  # decay: facts given a decay score
    merged: int = 0  # compact: facts of the same value folded into the strongest of them
    folded: int = 0  # compact: old versions moved off long SUPERSEDES chains
    orphans: int = 0  # compact: orphan entities removed
    archived: int = 0  # prune: facts archived
    dry_run: bool = False  # nothing was written: the counts and changes are the plan
    run_ids: tuple[str, ...] = ()  # the runs recorded (one per namespace), for undo
    change_count: int = 0  # changes made (or planned), all of them
    changes: tuple[ChangeLine, ...] = field(default=())  # the first of them

    def __add__(self, other: HygieneReport) -> HygieneReport:
        """The report of two runs of the same job (two namespaces)."""
        counts = {f.name: getattr(self, f.name) + getattr(other, f.name) for f in fields(self)
                  if f.name in COUNTS or f.name in ("run_ids", "change_count", "changes")}  # fmt: skip
        return HygieneReport(self.job, dry_run=self.dry_run or other.dry_run, **counts)
