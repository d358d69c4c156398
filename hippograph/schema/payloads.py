"""What mutations return, and ``me``."""

from __future__ import annotations

from datetime import datetime

import strawberry

from hippograph.schema.graph import Entity


@strawberry.type(description="How remember resolved a mentioned entity.")
class EntityOutcome:
    name: str
    id: strawberry.ID
    type: str
    method: str = strawberry.field(description="exact | alias | fuzzy | vector | related | new")
    matched_name: str | None


@strawberry.type(description="A fact remember created, reinforced or superseded.")
class FactOutcome:
    id: strawberry.ID
    entity_id: strawberry.ID
    domain_id: int
    field: str
    value: str
    confidence: float
    action: str = strawberry.field(description="created | reinforced | superseded | ended | history")
    superseded_id: strawberry.ID | None


@strawberry.type(description="An edge remember created or strengthened.")
class EdgeOutcome:
    id: strawberry.ID
    source_id: strawberry.ID
    relation: str
    target_id: strawberry.ID
    strength: float
    action: str = strawberry.field(description="created | strengthened | closed | history")


@strawberry.type(description="Something in the turn that was not remembered, and why.")
class SkipOutcome:
    text: str
    reason: str


@strawberry.type(description="What remembering one turn did.")
class RememberPayload:
    episode_id: strawberry.ID
    duplicate: bool = strawberry.field(description="The turn was already remembered; nothing was written.")
    entities: list[EntityOutcome]
    facts: list[FactOutcome]
    edges: list[EdgeOutcome]
    skipped: list[SkipOutcome]


@strawberry.type(description="What forgetEntity erased.")
class ForgetEntityPayload:
    id: strawberry.ID
    facts: int
    aliases: int
    edges: int


@strawberry.type(description="What forgetMe erased: node counts by kind.")
class ForgetMePayload:
    entities: int
    facts: int
    episodes: int
    aliases: int
    merges: int
    other: int

    @strawberry.field
    def total(self) -> int:
        return self.entities + self.facts + self.episodes + self.aliases + self.merges + self.other


@strawberry.type(description="A recorded merge, undoable with unmergeEntities(mergeId).")
class MergePayload:
    id: strawberry.ID
    kept: Entity
    dropped_id: strawberry.ID
    dropped_name: str
    moved_facts: int
    moved_edges: int
    moved_aliases: int


@strawberry.type(description="Who the request acts for.")
class Me:
    user_id: str
    admin: bool
    key_id: strawberry.ID | None
    key_prefix: str | None
    open_mode: bool = strawberry.field(
        description="No API keys exist: the single default user, loopback clients only."
    )
    created_at: datetime | None = None
