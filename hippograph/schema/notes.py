"""Notes as GraphQL types: a note, its tier, and the working-note keys every recall carries."""

from __future__ import annotations

from datetime import datetime

import strawberry

from hippograph.notes import store
from hippograph.resolvers.context import Info

# The core enum itself, registered with GraphQL (strawberry.enum returns the class it is given).
NoteTier = store.Tier
strawberry.enum(
    NoteTier, name="NoteTier", description="WORKING notes are shown with recall; ARCHIVE ones on request."
)


def age_seconds(info: Info, updated_at: datetime) -> float:
    """Seconds since ``updated_at`` by the service's clock (never negative)."""
    return max(0.0, (info.context.services.clock.now() - updated_at).total_seconds())


def _note_age(root: Note, info: Info) -> float:
    return age_seconds(info, root.updated_at)


def _key_age(root: NoteKey, info: Info) -> float:
    return age_seconds(info, root.updated_at)


@strawberry.type(description="Mutable state with exact retrieval by key (a meal plan, a budget).")
class Note:
    key: str
    content: str = strawberry.field(description="Stored verbatim; often JSON.")
    tier: NoteTier
    updated_at: datetime = strawberry.field(description="When the content was last saved.")
    is_json: bool = strawberry.field(description="Whether the content parses as JSON.")
    age_seconds: float = strawberry.field(resolver=_note_age, description="Seconds since updatedAt.")

    @classmethod
    def of(cls, note: store.Note) -> Note:
        return cls(
            key=note.key,
            content=note.content,
            tier=note.tier,
            updated_at=note.updated_at,
            is_json=note.is_json,
        )


@strawberry.type(description="A working note's key and age, without its content (fetch it with `note`).")
class NoteKey:
    key: str
    updated_at: datetime
    age_seconds: float = strawberry.field(resolver=_key_age, description="Seconds since updatedAt.")
