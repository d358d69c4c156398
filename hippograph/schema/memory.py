"""What ``recall`` returns: the memory for a query, each item with why it was returned."""

from __future__ import annotations

from datetime import datetime

import strawberry

from hippograph.schema.graph import GraphPath
from hippograph.schema.notes import NoteKey


@strawberry.type(description="One retrieval channel that found an item.")
class ChannelHit:
    channel: str = strawberry.field(description="fulltext | vector | graph | provenance")
    rank: int = strawberry.field(description="1-based rank within the channel.")
    score: float = strawberry.field(description="The channel's own score.")


@strawberry.type(description="The conversation turn a fact was learned from.")
class Provenance:
    episode_id: strawberry.ID
    session_id: str | None
    speaker: str | None
    occurred_at: datetime | None
    snippet: str


@strawberry.type(description="One factor of a fact's score (the score is their product).")
class ScoreFactor:
    name: str = strawberry.field(
        description="channels (fused ranks), decay, domain, subject (DEFAULT ranking); "
        "bm25, reinforcement, recency (KEYWORD ranking)."
    )
    value: float


@strawberry.type(description="Why a fact ranked where it did.")
class RankReason:
    rank: int = strawberry.field(description="1-based position among the facts returned.")
    factors: list[ScoreFactor]
    subject: str | None = strawberry.field(
        description="Why the fact's subject counted: it is whom the question is about (the asker, "
        "the agent, an entity named or a relative); null when it is someone else."
    )
    summary: str = strawberry.field(description="The same in one line, for people and prompts.")


@strawberry.type(description="Why an item was returned: the channels, the graph path, the source.")
class Explanation:
    channels: list[ChannelHit]
    path: GraphPath | None
    provenance: Provenance | None
    ranking: RankReason | None = strawberry.field(
        default=None, description="Why a fact ranked where it did (facts only)."
    )


@strawberry.type(description="The entity a recalled fact is about.")
class EntityRef:
    id: strawberry.ID
    name: str
    type: str
    role: str | None


@strawberry.type
class RecalledFact:
    id: strawberry.ID
    entity: EntityRef
    domain_id: int
    field: str
    value: str
    confidence: float
    active: bool
    access_count: int
    valid_from: datetime | None
    valid_to: datetime | None
    score: float = strawberry.field(description="The fused relevance score.")
    explanation: Explanation


@strawberry.type
class RecalledEpisode:
    id: strawberry.ID
    session_id: str | None
    external_id: str | None
    speaker: str | None
    occurred_at: datetime | None
    content: str
    score: float
    explanation: Explanation


@strawberry.type
class RecalledEntity:
    id: strawberry.ID
    name: str
    type: str
    role: str | None
    aliases: list[str]
    reason: str = strawberry.field(
        description="Named in the query, reached by the graph, or a fact's subject."
    )


@strawberry.type
class RecalledEdge:
    id: strawberry.ID
    source_id: strawberry.ID
    relation: str
    target_id: strawberry.ID
    strength: float


@strawberry.type(description="A domain's similarity to the query.")
class DomainScore:
    domain_id: int
    score: float


@strawberry.type(description="Which life domains the query was routed to, and why.")
class Routing:
    primary: list[int]
    related: list[int]
    scores: list[DomainScore]
    matched_rules: list[str]


@strawberry.type(description="Everything recalled for one query.")
class Memory:
    query: str
    facts: list[RecalledFact]
    episodes: list[RecalledEpisode]
    entities: list[RecalledEntity]
    edges: list[RecalledEdge]
    paths: list[GraphPath]
    routing: Routing
    agent_self: list[RecalledFact] = strawberry.field(description="The agent's facts about itself.")
    notes: list[NoteKey] = strawberry.field(
        description="The caller's working notes, newest first: keys and ages; fetch content with `note`."
    )
