"""Mutation inputs. Sizes are checked by the resolvers (``hippograph.validate``)."""

from __future__ import annotations

from datetime import datetime

import strawberry
from strawberry.scalars import JSON


@strawberry.input(description="One conversation turn to remember.")
class RememberInput:
    user_message: str
    assistant_response: str | None = None
    session_id: str | None = None
    occurred_at: datetime | None = None
    speaker: str | None = strawberry.field(
        default=None, description="Who spoke, when not the user (a Person of the namespace)."
    )
    external_id: str | None = None


@strawberry.input(description="A fact stated directly, without extraction.")
class AddFactInput:
    entity_id: strawberry.ID
    field: str
    value: str
    domain_id: int | None = strawberry.field(
        default=None, description="1-14; classified from the text when omitted."
    )
    confidence: float = 0.9
    valid_from: datetime | None = None
    metadata: JSON | None = None


@strawberry.input(description="A new value for an active fact; the old version is kept as history.")
class UpdateFactInput:
    id: strawberry.ID
    value: str
    confidence: float | None = None


@strawberry.input
class AddEntityInput:
    name: str
    type: str = strawberry.field(description="Person, Place, Org, Concept, Goal or Event.")
    aliases: list[str] = strawberry.field(default_factory=list)
    metadata: JSON | None = None


@strawberry.input
class AddEdgeInput:
    source_id: strawberry.ID
    relation: str = strawberry.field(description="e.g. WORKS_AT; must match ^[A-Z][A-Z0-9_]{1,40}$.")
    target_id: strawberry.ID
    strength: float = 1.0
    valid_from: datetime | None = None
    metadata: JSON | None = None
