"""Typed edges between entities: add (merged, so stating one again strengthens it) and remove."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

import strawberry

from hippograph import validate
from hippograph.errors import NotFoundError, ValidationError
from hippograph.resolvers.context import Info
from hippograph.schema.graph import Edge, load_entity
from hippograph.schema.inputs import AddEdgeInput

MAX_STRENGTH = 100.0


async def resolve_add_edge(info: Info, input: AddEdgeInput) -> Edge:
    context = info.context
    context.services.ontology.relation(input.relation)  # an undeclared type fails before any read
    source = await load_entity(info, validate.uid("sourceId", input.source_id))
    target = await load_entity(info, validate.uid("targetId", input.target_id))
    # Declared, and its domain and range admit these two entities: checked before any statement.
    relation = context.services.ontology.check_edge(input.relation, source.type, target.type).name
    if source.id == target.id:
        raise ValidationError("an edge needs two different entities")
    if not 0.0 < input.strength <= MAX_STRENGTH:
        raise ValidationError(f"strength must be above 0 and at most {MAX_STRENGTH}")
    rows = await context.services.db.write(
        "api/add_edge",
        user_id=context.user_id,
        source_uid=str(source.id),
        target_uid=str(target.id),
        type=relation,
        uid=str(uuid.uuid4()),
        strength=input.strength,
        metadata=validate.metadata(input.metadata),
        now=datetime.now(UTC),
        valid_from=input.valid_from,
        single=not context.services.ontology.edge_is_multi_valued(relation),
    )
    if not rows:
        raise NotFoundError("one of the entities is gone")
    return Edge.from_row(rows[0]["edge"])


async def resolve_remove_edge(info: Info, id: strawberry.ID) -> Edge:
    """Delete the edge and return it as it was."""
    context = info.context
    rows = await context.services.db.write(
        "api/remove_edge", user_id=context.user_id, uid=validate.uid("id", id)
    )
    if not rows:
        raise NotFoundError(f"no edge {id!r}")
    return Edge.from_row(rows[0]["edge"])
