"""Possible-same-as pairs: two entities remember kept apart because it could not be sure."""

from __future__ import annotations

from datetime import datetime

import strawberry

from hippograph.graph.rows import Row, moment
from hippograph.resolvers.context import Info
from hippograph.schema.graph import Entity, load_entity


async def _pair_entity(root: SameAsCandidate, info: Info) -> Entity:
    return await load_entity(info, str(root.entity_id))


async def _pair_candidate(root: SameAsCandidate, info: Info) -> Entity:
    return await load_entity(info, str(root.candidate_id))


@strawberry.type(
    description="A new entity that may be a known one (a near name, a tie between candidates): "
    "never merged by itself; `confirmSameAs` merges the pair, `rejectSameAs` keeps them apart."
)
class SameAsCandidate:
    id: strawberry.ID
    entity_id: strawberry.ID = strawberry.field(description="The entity remember created.")
    candidate_id: strawberry.ID = strawberry.field(description="The known entity it may be.")
    method: str = strawberry.field(description="fuzzy | vector | related: what made them look alike")
    score: float
    status: str = strawberry.field(description="open | confirmed | rejected")
    created_at: datetime | None
    decided_at: datetime | None
    merge_id: strawberry.ID | None = strawberry.field(
        description="The merge a confirmation made (undo it with unmergeEntities)."
    )
    entity: Entity = strawberry.field(resolver=_pair_entity)
    candidate: Entity = strawberry.field(resolver=_pair_candidate)

    @classmethod
    def from_row(cls, row: Row) -> SameAsCandidate:
        merge_uid = row.get("merge_uid")
        return cls(
            id=strawberry.ID(row["uid"]),
            entity_id=strawberry.ID(row["entity_uid"]),
            candidate_id=strawberry.ID(row["candidate_uid"]),
            method=row.get("method") or "",
            score=float(row.get("score") or 0.0),
            status=row.get("status") or "open",
            created_at=moment(row.get("created_at")),
            decided_at=moment(row.get("decided_at")),
            merge_id=strawberry.ID(merge_uid) if merge_uid else None,
        )
