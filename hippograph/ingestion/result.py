"""What :func:`remember` reports: every node it touched and how."""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from typing import Any, Literal

ResolutionMethod = Literal["exact", "alias", "fuzzy", "vector", "related", "new"]
# "ended": an active fact the turn says is over; "history": an ended fact recorded as such.
FactAction = Literal["created", "reinforced", "superseded", "ended", "history"]
# "closed": an edge no longer valid (its fact superseded or ended); "history": recorded as over.
EdgeAction = Literal["created", "strengthened", "closed", "history"]


@dataclass(frozen=True)
class EntityOutcome:
    name: str
    uid: str
    type: str
    method: ResolutionMethod
    matched_name: str | None = None  # the known entity's name when it differs from the mention


@dataclass(frozen=True)
class FactOutcome:
    uid: str
    entity_uid: str
    domain_id: int
    field: str
    value: str
    confidence: float
    action: FactAction
    superseded_uid: str | None = None  # the fact this one replaced


@dataclass(frozen=True)
class EdgeOutcome:
    uid: str
    source_uid: str
    relation: str
    target_uid: str
    strength: float
    action: EdgeAction


@dataclass(frozen=True)
class SkipOutcome:
    text: str
    reason: str


@dataclass(frozen=True)
class RememberResult:
    episode_uid: str
    duplicate: bool  # True when this turn was already remembered: nothing was written
    entities: list[EntityOutcome]
    facts: list[FactOutcome]
    edges: list[EdgeOutcome]
    skipped: list[SkipOutcome]

    def to_json(self) -> str:
        return json.dumps(dataclasses.asdict(self), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> RememberResult:
        data: dict[str, Any] = json.loads(text)
        return cls(
            episode_uid=data["episode_uid"],
            duplicate=True,
            entities=[EntityOutcome(**row) for row in data["entities"]],
            facts=[FactOutcome(**row) for row in data["facts"]],
            edges=[EdgeOutcome(**row) for row in data["edges"]],
            skipped=[SkipOutcome(**row) for row in data["skipped"]],
        )
