"""What the client returns (frozen dataclasses) and how each is read from a GraphQL response."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

Ranking = Literal["default", "keyword"]  # recall's ranking presets
HygieneJob = Literal["decay", "compact", "prune"]
Direction = Literal["out", "in", "both"]


@dataclass(frozen=True)
class Fact:
    id: str
    field: str
    value: str
    domain_id: int
    confidence: float
    active: bool
    score: float
    valid_from: datetime | None = None
    valid_to: datetime | None = None


@dataclass(frozen=True)
class Provenance:
    episode_id: str
    session_id: str | None
    speaker: str | None
    occurred_at: datetime | None
    snippet: str


@dataclass(frozen=True)
class RecalledFact:
    fact: Fact
    about: str  # the subject entity's name
    about_role: str | None  # "user" / "agent" for the two fixed entities
    channels: list[str]  # e.g. ["fulltext#1", "graph#3"]
    path: list[str] | None
    provenance: Provenance | None


@dataclass(frozen=True)
class RecalledEpisode:
    id: str
    session_id: str | None
    speaker: str | None
    occurred_at: datetime | None
    content: str
    score: float


@dataclass(frozen=True)
class NoteKey:
    """A working note's key and age (by the service's clock); fetch its content with get_note."""

    key: str
    updated_at: datetime
    age_seconds: float


@dataclass(frozen=True)
class Memory:
    facts: list[RecalledFact]
    agent_self: list[RecalledFact]
    episodes: list[RecalledEpisode]
    primary_domains: list[int]
    related_domains: list[int]
    notes: list[NoteKey] = field(default_factory=list)


@dataclass(frozen=True)
class Note:
    key: str
    content: str  # verbatim; often JSON (see is_json)
    tier: str  # "working" | "archive"
    updated_at: datetime
    age_seconds: float
    is_json: bool


@dataclass(frozen=True)
class ReviewedFact:
    """A fact as the audit shows it: who it is about, where it came from, the verdict so far."""

    fact: Fact
    about: str
    source: str | None
    created_at: datetime | None
    review: str | None  # "approved" | "rejected" | None
    reviewed_at: datetime | None


@dataclass(frozen=True)
class ImportReport:
    """What ``import_markdown`` found (items) and wrote (created); ``existing`` were already there."""

    items: int
    created: int
    existing: int


@dataclass(frozen=True)
class HygieneReport:
    """What a hygiene job did in the caller's namespace, in counts."""

    job: str
    scored: int
    merged: int
    folded: int
    orphans: int
    archived: int


@dataclass(frozen=True)
class Remembered:
    episode_id: str
    duplicate: bool
    facts: list[dict[str, Any]]  # id, field, value, domainId, confidence, action, supersededId
    entities: list[dict[str, Any]]
    skipped: list[dict[str, Any]]


# --- parsing ----------------------------------------------------------------------------------
def _time(value: str | None) -> datetime | None:
    return datetime.fromisoformat(value) if value else None


def _fact(data: dict[str, Any]) -> Fact:
    return Fact(
        data["id"], data["field"], data["value"], data["domainId"], data["confidence"],
        data["active"], data["score"], _time(data.get("validFrom")), _time(data.get("validTo")),
    )  # fmt: skip


def _recalled(data: dict[str, Any]) -> RecalledFact:
    explanation = data["explanation"]
    source = explanation["provenance"]
    provenance = (
        Provenance(
            source["episodeId"],
            source["sessionId"],
            source["speaker"],
            _time(source["occurredAt"]),
            source["snippet"],
        )
        if source
        else None
    )
    path = explanation["path"]
    return RecalledFact(
        fact=_fact(data),
        about=data["entity"]["name"],
        about_role=data["entity"]["role"],
        channels=[f"{hit['channel']}#{hit['rank']}" for hit in explanation["channels"]],
        path=path["steps"] if path else None,
        provenance=provenance,
    )


def _memory(data: dict[str, Any]) -> Memory:
    recall = data["recall"]
    return Memory(
        facts=[_recalled(item) for item in recall["facts"]],
        agent_self=[_recalled(item) for item in recall["agentSelf"]],
        episodes=[
            RecalledEpisode(
                e["id"], e["sessionId"], e["speaker"], _time(e["occurredAt"]), e["content"], e["score"]
            )
            for e in recall["episodes"]
        ],
        primary_domains=recall["routing"]["primary"],
        related_domains=recall["routing"]["related"],
        notes=[NoteKey(n["key"], _moment(n["updatedAt"]), n["ageSeconds"]) for n in recall["notes"]],
    )


def _moment(value: str) -> datetime:
    return datetime.fromisoformat(value)


def _note(data: dict[str, Any]) -> Note:
    return Note(
        data["key"], data["content"], data["tier"].lower(), _moment(data["updatedAt"]), data["ageSeconds"],
        data["isJson"],
    )  # fmt: skip


def _maybe_note(data: dict[str, Any] | None) -> Note | None:
    return _note(data) if data else None


def _tier(tier: str, pattern: str | None) -> dict[str, Any]:
    return {"tier": tier.upper(), "pattern": pattern}


def _reviewed(data: dict[str, Any]) -> ReviewedFact:
    return ReviewedFact(
        _fact(data), data["entity"]["name"], data["source"], _time(data["createdAt"]),
        data["review"] and data["review"].lower(), _time(data["reviewedAt"]),
    )  # fmt: skip


def _since(since: datetime, first: int | None) -> dict[str, Any]:
    return {"since": since.isoformat(), "first": first}


def _remembered(data: dict[str, Any]) -> Remembered:
    result = data["remember"]
    return Remembered(
        result["episodeId"], result["duplicate"], result["facts"], result["entities"], result["skipped"]
    )


def _remember_variables(text: str, **turn: Any) -> dict[str, Any]:
    names = {"assistant_response": "assistantResponse", "session_id": "sessionId", "speaker": "speaker",
             "occurred_at": "occurredAt", "external_id": "externalId"}  # fmt: skip
    given = {names[key]: value for key, value in turn.items() if value is not None}
    if isinstance(given.get("occurredAt"), datetime):
        given["occurredAt"] = given["occurredAt"].isoformat()
    return {"input": {"userMessage": text, **given}}


def _recall_variables(
    query: str,
    domains: list[int] | None,
    limit: int,
    hops: int,
    as_of: datetime | None,
    include_inactive: bool,
    ranking: Ranking = "default",
    include_archived: bool = False,
) -> dict[str, Any]:
    return {
        "query": query,
        "domains": domains,
        "limit": limit,
        "hops": hops,
        "asOf": as_of.isoformat() if as_of else None,
        "includeInactive": include_inactive,
        "ranking": ranking.upper(),
        "includeArchived": include_archived,
    }


def _hygiene(data: dict[str, Any]) -> HygieneReport:
    r = data["runHygiene"]
    return HygieneReport(r["job"].lower(), r["scored"], r["merged"], r["folded"], r["orphans"], r["archived"])


def _import_report(data: dict[str, Any]) -> ImportReport:
    return ImportReport(**data["importMarkdown"])


# --- entities, edges, merges, erasure ---------------------------------------------------------
@dataclass(frozen=True)
class Entity:
    id: str
    name: str
    type: str
    role: str | None  # "user" / "agent" for the two fixed entities
    names: list[str]  # the name and every alias


@dataclass(frozen=True)
class StoredFact:
    """A fact as stored: with its validity and where it came from."""

    fact: Fact
    source: str | None
    created_at: datetime | None


@dataclass(frozen=True)
class Edge:
    id: str
    relation: str
    source: Entity
    target: Entity
    strength: float
    valid_from: datetime | None
    valid_to: datetime | None


@dataclass(frozen=True)
class EntityProfile:
    """An entity with its facts and typed edges (``open_entity``)."""

    entity: Entity
    facts: list[StoredFact]
    edges: list[Edge]


@dataclass(frozen=True)
class EntityPage:
    entities: list[Entity]
    total: int
    next_cursor: str | None  # pass as ``after`` for the next page; None on the last


@dataclass(frozen=True)
class ForgottenEntity:
    id: str
    facts: int
    aliases: int
    edges: int


@dataclass(frozen=True)
class Merge:
    """An entity merge: ``dropped`` folded into ``kept``; undo with ``unmerge_entities(id)``."""

    id: str
    kept: Entity
    dropped_id: str
    dropped_name: str
    moved_facts: int
    moved_edges: int
    moved_aliases: int


@dataclass(frozen=True)
class ForgetMeReport:
    """What ``forget_me`` erased from the caller's namespace, in counts."""

    entities: int
    facts: int
    episodes: int
    aliases: int
    merges: int
    other: int
    total: int


@dataclass(frozen=True)
class Coverage:
    """How well memory covers one domain (``gaps``)."""

    domain_id: int
    slug: str
    name: str
    rate: str
    fact_count: int
    field_count: int
    share: float
    newest_fact_at: datetime | None
    age_days: float | None
    stale_after_days: float | None
    stale: bool
    sparse: bool


def _entity(data: dict[str, Any]) -> Entity:
    return Entity(data["id"], data["name"], data["type"], data["role"], list(data["names"]))


def _stored(data: dict[str, Any]) -> StoredFact:
    return StoredFact(_fact(data), data["source"], _time(data["createdAt"]))


def _edge(data: dict[str, Any]) -> Edge:
    return Edge(
        data["id"], data["relation"], _entity(data["source"]), _entity(data["target"]), data["strength"],
        _time(data["validFrom"]), _time(data["validTo"]),
    )  # fmt: skip


def _profile(data: dict[str, Any]) -> EntityProfile:
    entity = data["entity"]
    return EntityProfile(
        _entity(entity), [_stored(f) for f in entity["facts"]], [_edge(e) for e in entity["edges"]]
    )


def _entity_page(data: dict[str, Any]) -> EntityPage:
    page = data["entities"]
    info = page["pageInfo"]
    return EntityPage(
        [_entity(edge["node"]) for edge in page["edges"]],
        page["totalCount"],
        info["endCursor"] if info["hasNextPage"] else None,
    )


def _merge(data: dict[str, Any]) -> Merge:
    m = data["mergeEntities"]
    return Merge(
        m["id"], _entity(m["kept"]), m["droppedId"], m["droppedName"], m["movedFacts"], m["movedEdges"],
        m["movedAliases"],
    )  # fmt: skip


def _coverage(data: dict[str, Any]) -> Coverage:
    return Coverage(
        data["domainId"], data["slug"], data["name"], data["rate"], data["factCount"], data["fieldCount"],
        data["share"], _time(data["newestFactAt"]), data["ageDays"], data["staleAfterDays"], data["stale"],
        data["sparse"],
    )  # fmt: skip


def _without_none(values: dict[str, Any]) -> dict[str, Any]:
    """An input object without the fields left out, so the schema's defaults apply."""
    return {key: value for key, value in values.items() if value is not None}
