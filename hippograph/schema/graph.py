"""The caller's graph as GraphQL types: entities, facts, edges, aliases, episodes, paths.

Every ``id`` is the node's ``uid``. Nested fields (an entity's facts, edges, aliases, neighbours; a
fact's or an edge's entities) go through the request's DataLoaders, so a page of fifty entities
with their facts and edges costs a handful of queries.
"""

from __future__ import annotations

from datetime import UTC, datetime
from enum import Enum
from typing import Any

import strawberry
from strawberry.scalars import JSON

from hippograph import validate
from hippograph.errors import NotFoundError
from hippograph.graph.domains import BY_ID
from hippograph.graph.rows import Row, json_value, moment
from hippograph.graph.vocabulary import relation_type
from hippograph.resolvers.context import Info
from hippograph.review.audit import Review


@strawberry.enum(description="Which edges of an entity: those leaving it, those reaching it, or both.")
class Direction(Enum):
    OUT = "out"
    IN = "in"
    BOTH = "both"


async def _entity_facts(root: Entity, info: Info, active: bool | None = True) -> list[Fact]:
    rows = await info.context.loaders.facts_of.load(str(root.id))
    return [Fact.from_row(row) for row in rows if active is None or row["active"] == active]


async def _entity_edges(
    root: Entity,
    info: Info,
    direction: Direction = Direction.BOTH,
    relation: str | None = None,
    as_of: datetime | None = None,
    include_ended: bool = False,
) -> list[Edge]:
    wanted = relation_type(relation) if relation is not None else None
    rows = await info.context.loaders.edges_of.load(str(root.id))
    return [
        Edge.from_row(row)
        for row in rows
        if (wanted is None or row["relation"] == wanted)
        and _direction_matches(row, root.id, direction)
        and (include_ended or _valid_at(row, as_of))
    ]


def _valid_at(row: Row, at: datetime | None) -> bool:
    """An edge is valid until its ``valid_to`` (none: still valid) and, asked about a moment, from
    its ``valid_from`` (none: always was)."""
    when = at if at is None or at.tzinfo is not None else at.replace(tzinfo=UTC)
    start, end = moment(row.get("valid_from")), moment(row.get("valid_to"))
    if when is None:
        return end is None or end > datetime.now(UTC)
    return (start is None or start <= when) and (end is None or end > when)


async def _entity_neighbors(root: Entity, info: Info, hops: int = 1) -> list[Neighbor]:
    rows = await info.context.loaders.neighbors_of.load((str(root.id), validate.hops("hops", hops)))
    return [Neighbor(distance=row["distance"], entity=Entity.from_row(row)) for row in rows]


async def _entity_aliases(root: Entity, info: Info) -> list[Alias]:
    rows = await info.context.loaders.aliases_of.load(str(root.id))
    return [Alias.from_row(row) for row in rows]


async def _fact_entity(root: Fact, info: Info) -> Entity:
    return await load_entity(info, str(root.entity_id))


def _fact_domain_slug(root: Fact) -> str | None:
    domain = BY_ID.get(root.domain_id)
    return domain.slug if domain else None


async def _edge_source(root: Edge, info: Info) -> Entity:
    return await load_entity(info, str(root.source_id))


async def _edge_target(root: Edge, info: Info) -> Entity:
    return await load_entity(info, str(root.target_id))


def _path_hops(root: GraphPath) -> int:
    return len(root.edge_ids)


@strawberry.type(description="A person, place, organisation, concept, goal or event; or the user or agent.")
class Entity:
    id: strawberry.ID
    name: str
    type: str
    role: str | None = strawberry.field(description="`user` or `agent` for the two fixed entities.")
    names: list[str] = strawberry.field(description="Other names the entity is known by.")
    metadata: JSON | None
    created_at: datetime | None
    updated_at: datetime | None
    facts: list[Fact] = strawberry.field(
        resolver=_entity_facts, description="Facts about the entity; `active: null` gives every version."
    )
    edges: list[Edge] = strawberry.field(
        resolver=_entity_edges,
        description="Typed edges touching the entity, optionally one relation only: those valid now, "
        "or at `asOf`; `includeEnded` adds the closed ones (history).",
    )
    neighbors: list[Neighbor] = strawberry.field(
        resolver=_entity_neighbors, description="Entities within `hops` edges (1-4), nearest first."
    )
    aliases: list[Alias] = strawberry.field(
        resolver=_entity_aliases, description="Learned or stated aliases, with how they were learned."
    )

    @classmethod
    def from_row(cls, row: Row) -> Entity:
        return cls(
            id=strawberry.ID(row["uid"]),
            name=row["name"],
            type=row["type"],
            role=row.get("role"),
            names=list(row.get("aliases") or []),
            metadata=json_value(row.get("metadata")),
            created_at=moment(row.get("created_at")),
            updated_at=moment(row.get("updated_at")),
        )


def _direction_matches(row: Row, uid: str, direction: Direction) -> bool:
    if direction is Direction.OUT:
        return bool(row["source_uid"] == uid)
    if direction is Direction.IN:
        return bool(row["target_uid"] == uid)
    return True


@strawberry.type(description="An entity reached from another one, with its distance in edges.")
class Neighbor:
    distance: int
    entity: Entity


# The core enum itself, registered with GraphQL (strawberry.enum returns the class it is given).
FactReview = Review
strawberry.enum(FactReview, name="FactReview", description="An audit's verdict on a fact.")


@strawberry.type(description="One version of a fact about an entity.")
class Fact:
    id: strawberry.ID
    field: str
    value: str
    domain_id: int
    confidence: float
    score: float
    access_count: int
    active: bool
    target: str | None
    sector: str | None
    source: str | None
    created_at: datetime | None
    valid_from: datetime | None
    valid_to: datetime | None
    last_hit_at: datetime | None = strawberry.field(description="Last reinforcement or demotion.")
    review: FactReview | None = strawberry.field(description="The audit's verdict, if reviewed.")
    reviewed_at: datetime | None = strawberry.field(description="When the audit approved or rejected it.")
    entity_id: strawberry.ID
    supersedes_id: strawberry.ID | None = strawberry.field(description="The version this one replaced.")
    superseded_by_id: strawberry.ID | None = strawberry.field(description="The version that replaced it.")
    domain_slug: str | None = strawberry.field(
        resolver=_fact_domain_slug, description="The slug of the fact's life domain."
    )
    entity: Entity = strawberry.field(resolver=_fact_entity, description="The entity the fact is about.")

    @classmethod
    def from_row(cls, row: Row) -> Fact:
        return cls(
            id=strawberry.ID(row["uid"]),
            field=row["field"],
            value=row["value"],
            domain_id=int(row.get("domain_id") or 0),
            confidence=float(row.get("confidence") or 0.0),
            score=float(row.get("score") or 0.0),
            access_count=int(row.get("access_count") or 0),
            active=bool(row.get("active")),
            target=row.get("target"),
            sector=row.get("sector"),
            source=row.get("source"),
            created_at=moment(row.get("created_at")),
            valid_from=moment(row.get("valid_from")),
            valid_to=moment(row.get("valid_to")),
            last_hit_at=moment(row.get("last_hit_at")),
            review=Review(row["review"]) if row.get("review") else None,
            reviewed_at=moment(row.get("reviewed_at")),
            entity_id=strawberry.ID(row["entity_uid"]),
            supersedes_id=_optional_id(row.get("supersedes_uid")),
            superseded_by_id=_optional_id(row.get("superseded_by_uid")),
        )


@strawberry.type(description="A typed edge between two entities (WORKS_AT, SIBLING_OF, ...).")
class Edge:
    id: strawberry.ID
    relation: str
    source_id: strawberry.ID
    target_id: strawberry.ID
    strength: float
    metadata: JSON | None
    created_at: datetime | None
    valid_from: datetime | None
    valid_to: datetime | None
    source: Entity = strawberry.field(resolver=_edge_source)
    target: Entity = strawberry.field(resolver=_edge_target)

    @classmethod
    def from_row(cls, row: Row) -> Edge:
        return cls(
            id=strawberry.ID(row["uid"] or ""),
            relation=row["relation"],
            source_id=strawberry.ID(row["source_uid"]),
            target_id=strawberry.ID(row["target_uid"]),
            strength=float(row.get("strength") or 0.0),
            metadata=json_value(row.get("metadata")),
            created_at=moment(row.get("created_at")),
            valid_from=moment(row.get("valid_from")),
            valid_to=moment(row.get("valid_to")),
        )


@strawberry.type(description="Another name of an entity, learned by resolution or stated by the user.")
class Alias:
    id: strawberry.ID
    alias: str
    source: str | None
    confidence: float
    use_count: int
    created_at: datetime | None

    @classmethod
    def from_row(cls, row: Row) -> Alias:
        return cls(
            id=strawberry.ID(row["uid"]),
            alias=row["alias"],
            source=row.get("source"),
            confidence=float(row.get("confidence") or 0.0),
            use_count=int(row.get("use_count") or 0),
            created_at=moment(row.get("created_at")),
        )


@strawberry.type(description="One remembered conversation turn.")
class Episode:
    id: strawberry.ID
    session_id: str | None
    external_id: str | None
    speaker: str | None
    content: str
    occurred_at: datetime | None
    created_at: datetime | None

    @classmethod
    def from_row(cls, row: Row) -> Episode:
        return cls(
            id=strawberry.ID(row["uid"]),
            session_id=row.get("session_id"),
            external_id=row.get("external_id"),
            speaker=row.get("speaker"),
            content=row["content"],
            occurred_at=moment(row.get("occurred_at")),
            created_at=moment(row.get("created_at")),
        )


@strawberry.type(description="A path through typed edges: entity names alternating with relations.")
class GraphPath:
    steps: list[str] = strawberry.field(description='e.g. ["Alice", "COUSIN_OF", "Priya"]')
    entity_ids: list[strawberry.ID]
    edge_ids: list[strawberry.ID]
    hops: int = strawberry.field(resolver=_path_hops)


async def load_entity(info: Info, uid: str) -> Entity:
    """The entity ``uid`` of the caller's namespace, or NOT_FOUND."""
    row = await info.context.loaders.entity.load(uid)
    if row is None:
        raise NotFoundError(f"no entity {uid!r}")
    return Entity.from_row(row)


async def load_fact(info: Info, uid: str) -> Fact:
    """The fact ``uid`` of the caller's namespace, or NOT_FOUND."""
    row = await info.context.loaders.fact.load(uid)
    if row is None:
        raise NotFoundError(f"no fact {uid!r}")
    return Fact.from_row(row)


def _optional_id(value: Any) -> strawberry.ID | None:
    return strawberry.ID(value) if value else None
