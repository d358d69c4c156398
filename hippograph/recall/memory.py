"""What recall returns: every item with the channels that found it, the path that reached it and
the episode it came from."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from hippograph.recall.router import Routing


@dataclass(frozen=True)
class ChannelHit:
    channel: str  # fulltext | vector | graph | provenance | context
    rank: int  # 1-based, within the channel
    score: float  # the channel's own score (Lucene, cosine, path strength / hops)


@dataclass(frozen=True)
class Provenance:
    episode_uid: str
    session_id: str | None
    speaker: str | None
    occurred_at: datetime | None
    snippet: str
    external_id: str | None = None  # the caller's id for the turn (an import's turn id)


@dataclass(frozen=True)
class EntityRef:
    uid: str
    name: str
    type: str
    role: str | None = None


@dataclass(frozen=True)
class GraphPath:
    """Alternating entity names and relation types: ``["user", "COUSIN_OF", "Priya", …]``."""

    steps: list[str]
    entity_uids: list[str]
    edge_uids: list[str]


@dataclass(frozen=True)
class ScoreFactor:
    name: str  # channels, decay, domain, subject (default); bm25, reinforcement, recency (keyword)
    value: float


@dataclass(frozen=True)
class RankReason:
    """Why an item ranked where it did: its score is the product of ``factors``."""

    rank: int  # 1-based, among the items returned
    factors: list[ScoreFactor]
    subject: str | None  # why the fact's subject counted, when it is whom the question is about
    summary: str


@dataclass(frozen=True)
class RecalledFact:
    uid: str
    entity: EntityRef
    domain_id: int
    field: str
    value: str
    confidence: float
    active: bool
    access_count: int
    valid_from: datetime | None
    valid_to: datetime | None
    score: float
    channels: list[ChannelHit]
    path: GraphPath | None
    provenance: Provenance | None
    why: RankReason | None = None


@dataclass(frozen=True)
class RecalledEpisode:
    uid: str
    session_id: str | None
    external_id: str | None
    speaker: str | None
    occurred_at: datetime | None
    content: str
    score: float
    channels: list[ChannelHit]


@dataclass(frozen=True)
class RecalledEntity:
    uid: str
    name: str
    type: str
    role: str | None
    aliases: list[str]
    reason: str  # named in the query | reached by the graph | subject of a fact


@dataclass(frozen=True)
class RecalledEdge:
    uid: str
    source_uid: str
    relation: str
    target_uid: str
    strength: float


@dataclass(frozen=True)
class NoteKey:
    """A working note's key and when it was last saved; its content is fetched by key."""

    key: str
    updated_at: datetime


@dataclass(frozen=True)
class Memory:
    query: str
    facts: list[RecalledFact]
    episodes: list[RecalledEpisode]
    entities: list[RecalledEntity]
    edges: list[RecalledEdge]
    paths: list[GraphPath]
    routing: Routing
    agent_self: list[RecalledFact] = field(default_factory=list)
    notes: list[NoteKey] = field(default_factory=list)  # the working notes, newest first
