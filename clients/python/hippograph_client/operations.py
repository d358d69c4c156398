"""Each newer call as one :class:`Operation` (document, variables, parser), so the sync and the
async client stay one line per call."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Generic, TypeVar

from hippograph_client import documents as doc
from hippograph_client.values import (
    Coverage,
    Direction,
    Edge,
    Entity,
    EntityPage,
    EntityProfile,
    ForgetMeReport,
    ForgottenEntity,
    Merge,
    StoredFact,
    _coverage,
    _edge,
    _entity,
    _entity_page,
    _merge,
    _profile,
    _stored,
    _without_none,
)

T = TypeVar("T")


@dataclass(frozen=True)
class Operation(Generic[T]):
    document: str
    variables: dict[str, Any]
    parse: Callable[[dict[str, Any]], T]


def _iso(moment: datetime | None) -> str | None:
    return moment.isoformat() if moment else None


def entities(
    search: str | None, type: str | None, domain: int | None, first: int | None, after: str | None
) -> Operation[EntityPage]:
    variables = {"search": search, "type": type, "domain": domain, "first": first, "after": after}
    return Operation(doc.ENTITIES, variables, _entity_page)


def open_entity(entity_id: str | None, name: str | None, include_inactive: bool) -> Operation[EntityProfile]:
    variables = {"id": entity_id, "name": name, "active": None if include_inactive else True}
    return Operation(doc.ENTITY, variables, _profile)


def add_entity(name: str, type: str, aliases: Sequence[str]) -> Operation[Entity]:
    variables = {"input": {"name": name, "type": type, "aliases": list(aliases)}}
    return Operation(doc.ADD_ENTITY, variables, lambda data: _entity(data["addEntity"]))


def forget_entity(entity_id: str) -> Operation[ForgottenEntity]:
    return Operation(doc.FORGET_ENTITY, {"id": entity_id}, lambda d: ForgottenEntity(**d["forgetEntity"]))


def add_fact(
    entity_id: str, field: str, value: str, domain_id: int | None, confidence: float | None
) -> Operation[StoredFact]:
    given = {"entityId": entity_id, "field": field, "value": value, "domainId": domain_id,
             "confidence": confidence}  # fmt: skip
    return Operation(doc.ADD_FACT, {"input": _without_none(given)}, lambda d: _stored(d["addFact"]))


def update_fact(fact_id: str, value: str, confidence: float | None) -> Operation[StoredFact]:
    given = _without_none({"id": fact_id, "value": value, "confidence": confidence})
    return Operation(doc.UPDATE_FACT, {"input": given}, lambda d: _stored(d["updateFact"]))


def edges(entity_id: str, direction: Direction, relation: str | None) -> Operation[list[Edge]]:
    variables = {"id": entity_id, "direction": direction.upper(), "relation": relation}
    return Operation(doc.EDGES, variables, lambda d: [_edge(e) for e in d["entity"]["edges"]])


def add_edge(
    source_id: str, relation: str, target_id: str, strength: float | None, valid_from: datetime | None
) -> Operation[Edge]:
    given = {"sourceId": source_id, "relation": relation, "targetId": target_id, "strength": strength,
             "validFrom": _iso(valid_from)}  # fmt: skip
    return Operation(doc.ADD_EDGE, {"input": _without_none(given)}, lambda d: _edge(d["addEdge"]))


def remove_edge(edge_id: str) -> Operation[Edge]:
    return Operation(doc.REMOVE_EDGE, {"id": edge_id}, lambda d: _edge(d["removeEdge"]))


def merge_entities(keep_id: str, drop_id: str) -> Operation[Merge]:
    return Operation(doc.MERGE_ENTITIES, {"keepId": keep_id, "dropId": drop_id}, _merge)


def unmerge_entities(merge_id: str) -> Operation[Entity]:
    return Operation(doc.UNMERGE_ENTITIES, {"mergeId": merge_id}, lambda d: _entity(d["unmergeEntities"]))


def forget_me() -> Operation[ForgetMeReport]:
    return Operation(doc.FORGET_ME, {}, lambda d: ForgetMeReport(**d["forgetMe"]))


def gaps() -> Operation[list[Coverage]]:
    return Operation(doc.GAPS, {}, lambda d: [_coverage(c) for c in d["gaps"]])
