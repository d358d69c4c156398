"""GraphQL types of memory hygiene: the jobs, their report, and recall's ranking presets."""

from __future__ import annotations

from datetime import datetime
from typing import TypeAlias

import strawberry

from hippograph.hygiene.report import HygieneJob as CoreHygieneJob
from hippograph.recall.ranking import RankingPreset as CoreRankingPreset

# strawberry.enum registers the core enums themselves (it returns the class it is given), so
# resolvers take and return the core values; the aliases are what the API modules import.
RankingPreset: TypeAlias = CoreRankingPreset
HygieneJob: TypeAlias = CoreHygieneJob
strawberry.enum(
    CoreRankingPreset,
    name="RankingPreset",
    description="How recall orders facts: DEFAULT fuses the channels with decay and domain boosts; "
    "KEYWORD is bm25 × exp(score × 0.2) / (1 + days since the last reinforcement × 0.01).",
)
strawberry.enum(
    CoreHygieneJob,
    name="HygieneJob",
    description="DECAY scores every fact; COMPACT merges duplicates, shortens long version "
    "chains and removes orphan entities; PRUNE archives the lowest-ranked facts above the size limit.",
)


@strawberry.type(
    description="What a hygiene job did in the caller's namespace (with `dryRun`: would do, nothing written)."
)
class HygieneReport:
    job: HygieneJob
    scored: int = strawberry.field(description="Facts given a decay score.")
    merged: int = strawberry.field(
        description="Facts of the same value (the same string once normalised, or two names of one "
        "entity) folded into the strongest of them."
    )
    folded: int = strawberry.field(description="Old versions moved off long supersede chains.")
    orphans: int = strawberry.field(description="Orphan entities removed.")
    archived: int = strawberry.field(description="Facts archived.")
    dry_run: bool = strawberry.field(
        description="True: the counts and changes are the plan; nothing changed."
    )
    run_id: strawberry.ID | None = strawberry.field(
        description="The recorded run (undoHygieneRun); null when dry."
    )
    change_count: int = strawberry.field(description="How many changes, in all.")
    changes: list[HygieneChange] = strawberry.field(description="The changes (the first 500).")


@strawberry.type(description="One change a hygiene run made (or, dry, would make).")
class HygieneChange:
    action: str = strawberry.field(
        description="set (properties of a node), delete node, create node, create relationship, "
        "delete relationship."
    )
    target: str = strawberry.field(description="The node id, or `start -[TYPE]-> end`.")
    before: str | None = strawberry.field(description="JSON of the properties before, where they matter.")
    after: str | None = strawberry.field(description="JSON of the properties after, where they matter.")


@strawberry.type(
    description="A hygiene job's run in the caller's namespace, with what it changed recorded: "
    "`undoHygieneRun` takes it back."
)
class HygieneRun:
    id: strawberry.ID
    job: HygieneJob
    number: int = strawberry.field(description="The namespace's runs are numbered 1, 2, 3, ...")
    started_at: datetime
    finished_at: datetime | None = strawberry.field(description="Null while it runs (or if it stopped).")
    undone_at: datetime | None
    writes: int = strawberry.field(description="Write transactions that changed something.")
    scored: int
    merged: int
    folded: int
    orphans: int
    archived: int
