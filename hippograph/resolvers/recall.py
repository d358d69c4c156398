"""``recall``: the core's :class:`~hippograph.recall.memory.Memory`, shaped for GraphQL."""

from __future__ import annotations

from datetime import datetime

import strawberry

from hippograph.recall import memory as core
from hippograph.resolvers.context import Info
from hippograph.schema.graph import GraphPath
from hippograph.schema.hygiene import RankingPreset
from hippograph.schema.memory import (
    ChannelHit,
    DomainScore,
    EntityRef,
    Explanation,
    Memory,
    Provenance,
    RankReason,
    RecalledEdge,
    RecalledEntity,
    RecalledEpisode,
    RecalledFact,
    Routing,
    ScoreFactor,
)
from hippograph.schema.notes import NoteKey


async def resolve_recall(
    info: Info,
    query: str,
    domains: list[int] | None = None,
    limit: int = 20,
    hops: int = 2,
    as_of: datetime | None = None,
    include_inactive: bool = False,
    ranking: RankingPreset = RankingPreset.DEFAULT,
    include_archived: bool = False,
) -> Memory:
    """The recaller validates every argument (hops 0-4, limit, query size, domains)."""
    context = info.context
    memory = await context.services.recaller.recall(
        context.user_id, query, domains, limit, hops, as_of, include_inactive, ranking, include_archived
    )
    return to_memory(memory)


def to_memory(memory: core.Memory) -> Memory:
    return Memory(
        query=memory.query,
        facts=[_fact(fact) for fact in memory.facts],
        episodes=[_episode(episode) for episode in memory.episodes],
        entities=[_entity(entity) for entity in memory.entities],
        edges=[_edge(edge) for edge in memory.edges],
        paths=[_path(path) for path in memory.paths],
        routing=Routing(
            primary=memory.routing.primary,
            related=memory.routing.related,
            scores=[DomainScore(domain_id=d, score=s) for d, s in sorted(memory.routing.scores.items())],
            matched_rules=memory.routing.matched_rules,
        ),
        agent_self=[_fact(fact) for fact in memory.agent_self],
        notes=[NoteKey(key=note.key, updated_at=note.updated_at) for note in memory.notes],
    )


def _path(path: core.GraphPath) -> GraphPath:
    return GraphPath(
        steps=path.steps,
        entity_ids=[strawberry.ID(uid) for uid in path.entity_uids],
        edge_ids=[strawberry.ID(uid) for uid in path.edge_uids],
    )


def _channels(hits: list[core.ChannelHit]) -> list[ChannelHit]:
    return [ChannelHit(channel=h.channel, rank=h.rank, score=h.score) for h in hits]


def _fact(fact: core.RecalledFact) -> RecalledFact:
    provenance = fact.provenance
    return RecalledFact(
        id=strawberry.ID(fact.uid),
        entity=EntityRef(
            id=strawberry.ID(fact.entity.uid),
            name=fact.entity.name,
            type=fact.entity.type,
            role=fact.entity.role,
        ),
        domain_id=fact.domain_id,
        field=fact.field,
        value=fact.value,
        confidence=fact.confidence,
        active=fact.active,
        access_count=fact.access_count,
        valid_from=fact.valid_from,
        valid_to=fact.valid_to,
        score=fact.score,
        explanation=Explanation(
            channels=_channels(fact.channels),
            path=_path(fact.path) if fact.path else None,
            provenance=Provenance(
                episode_id=strawberry.ID(provenance.episode_uid),
                session_id=provenance.session_id,
                speaker=provenance.speaker,
                occurred_at=provenance.occurred_at,
                snippet=provenance.snippet,
            )
            if provenance
            else None,
            ranking=_why(fact.why) if fact.why else None,
        ),
    )


def _why(why: core.RankReason) -> RankReason:
    return RankReason(
        rank=why.rank,
        factors=[ScoreFactor(name=f.name, value=f.value) for f in why.factors],
        subject=why.subject,
        summary=why.summary,
    )


def _episode(episode: core.RecalledEpisode) -> RecalledEpisode:
    return RecalledEpisode(
        id=strawberry.ID(episode.uid),
        session_id=episode.session_id,
        external_id=episode.external_id,
        speaker=episode.speaker,
        occurred_at=episode.occurred_at,
        content=episode.content,
        score=episode.score,
        explanation=Explanation(channels=_channels(episode.channels), path=None, provenance=None),
    )


def _entity(entity: core.RecalledEntity) -> RecalledEntity:
    return RecalledEntity(
        id=strawberry.ID(entity.uid),
        name=entity.name,
        type=entity.type,
        role=entity.role,
        aliases=entity.aliases,
        reason=entity.reason,
    )


def _edge(edge: core.RecalledEdge) -> RecalledEdge:
    return RecalledEdge(
        id=strawberry.ID(edge.uid),
        source_id=strawberry.ID(edge.source_uid),
        relation=edge.relation,
        target_id=strawberry.ID(edge.target_uid),
        strength=edge.strength,
    )
