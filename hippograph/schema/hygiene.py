"""GraphQL types of memory hygiene: the jobs, their report, and recall's ranking presets."""

from __future__ import annotations

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


@strawberry.type(description="What a hygiene job did in the caller's namespace, in counts.")
class HygieneReport:
    job: HygieneJob
    scored: int = strawberry.field(description="Facts given a decay score.")
    merged: int = strawberry.field(description="Redundant facts folded into a stronger one.")
    folded: int = strawberry.field(description="Old versions moved off long supersede chains.")
    orphans: int = strawberry.field(description="Orphan entities removed.")
    archived: int = strawberry.field(description="Facts archived.")
