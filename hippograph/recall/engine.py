"""recall(): route, gather candidates from three channels, expand the graph, fuse, explain.

A fixed number of round trips whatever the result size, one after the other: the fact and the
episode channels (with the turns around the episodes they find) in one, then the graph walk from
the fact hits and from the names in the query (those that are no exact name or alias resolved
first), then the fetch of what is returned. Every transaction costs Neo4j CPU however small, so
the channels share one rather than running side by side in two, and the three statements share
one read transaction (a session, BEGIN and COMMIT cost the service ~1 ms each time). The
access-count update is one more write, sent after the answer is built and not awaited (at most one
a second, carrying every recall since the last: :mod:`hippograph.recall.access`).

>>> memory = await recaller.recall("alice", "What should I eat tonight?")   # doctest: +SKIP
>>> memory.routing.primary                                                  # doctest: +SKIP
[11, 2]
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any

from spacy.language import Language

from hippograph.clock import Clock, SystemClock
from hippograph.errors import ValidationError
from hippograph.graph.domains import DOMAIN_IDS
from hippograph.graph.driver import Database, SharedReads
from hippograph.graph.namespace import NamespaceRefs, Namespaces
from hippograph.graph.vocabulary import MODEL_RELATIONS, RELATION_PATTERN
from hippograph.ingestion.embedder import AsyncEmbedder
from hippograph.ingestion.resolver import EntityResolver, Mention
from hippograph.lucene import match_query, terms
from hippograph.recall.access import AccessLog
from hippograph.recall.explain import GRAPH_FACTS, Assembler, EpisodeHits, FactHits
from hippograph.recall.focus import focus_of
from hippograph.recall.memory import Memory
from hippograph.recall.predicate import FieldMeanings
from hippograph.recall.query import QueryAnalysis, analyse
from hippograph.recall.query_cache import QueryCache, QueryReading
from hippograph.recall.ranking import RankingPreset, ranker
from hippograph.recall.router import Router, Routing
from hippograph.recall.scoring import Weights
from hippograph.recall.temporal import time_asked
from hippograph.text import has_control_characters, normalise_name
from hippograph.worker import Worker

MAX_HOPS = 4
# The vector indexes are shared by every namespace: a channel asks for the hits it keeps and cuts
# them to the caller's. When fewer than half of them are the caller's (other namespaces crowd it
# out), a namespace this small is scanned exactly, a larger one asks the index again, this many
# times wider.
EXACT_MAX = 2000
OVERSAMPLE = 8
EXPANDED_ENTITIES = 60  # nearest reached entities kept by the walk
FACTS_PER_ENTITY = 10  # best facts taken from each
ENTITY_MIN_SCORE = 0.6
_MODEL_RELATIONS = sorted(MODEL_RELATIONS)  # not followed by the walk (the fact query lists the rest)
ENTITY_K = 50  # entities near the query: only a handful become seeds


@dataclass(frozen=True)
class RecallRequest:
    user_id: str
    query: str
    domains: list[int] | None
    limit: int
    hops: int
    as_of: datetime | None
    include_inactive: bool
    ranking: RankingPreset = RankingPreset.DEFAULT
    include_archived: bool = False


class Recaller:
    def __init__(
        self,
        db: Database,
        namespaces: Namespaces,
        embedder: AsyncEmbedder,
        router: Router,
        resolver: EntityResolver,
        nlp: Language,
        nlp_worker: Worker,
        weights: Weights,
        *,
        max_text_chars: int,
        max_limit: int,
        clock: Clock | None = None,
        fields: FieldMeanings | None = None,
        query_cache_size: int = 0,
    ) -> None:
        self._db = db
        self._clock = clock or SystemClock()
        self._namespaces = namespaces
        self._embedder = embedder
        self._router = router
        self._resolver = resolver
        self._nlp = nlp
        self._nlp_worker = nlp_worker
        self._weights = weights
        self._max_text_chars = max_text_chars
        self._max_limit = max_limit
        self._access = AccessLog(db)
        self._fields = fields
        self.queries = QueryCache(query_cache_size)

    async def recall(
        self,
        user_id: str,
        query: str,
        domains: list[int] | None = None,
        limit: int = 20,
        hops: int = 2,
        as_of: datetime | None = None,
        include_inactive: bool = False,
        ranking: RankingPreset = RankingPreset.DEFAULT,
        include_archived: bool = False,
    ) -> Memory:
        """``ranking`` picks the final score (see :mod:`hippograph.recall.ranking`); archived facts
        (pruned by the hygiene jobs) are found only with ``include_archived``."""
        request = self._validated(user_id, query, domains, limit, hops, as_of, include_inactive)
        request = replace(request, ranking=_preset(ranking), include_archived=include_archived)
        refs = await self._namespaces.ensure(user_id)
        analysis, vector = await self._read(request.user_id, request.query)
        routing = self._routing(request, analysis, vector)
        # The channels, the walk and the fetch share one read transaction (see Database.shared_reads).
        async with self._db.shared_reads() as reads:
            return await self._recall(request, refs, analysis, vector, routing, reads)

    async def _recall(
        self,
        request: RecallRequest,
        refs: NamespaceRefs,
        analysis: QueryAnalysis,
        vector: list[float],
        routing: Routing,
        reads: SharedReads,
    ) -> Memory:
        facts, episodes, exact = await self._candidates(request, analysis, vector, reads)
        named = await self._named_entities(refs, analysis, exact)
        expansion = await self._expand(request, _seeds(refs, analysis, named, facts), facts.relations, reads)
        assembler = Assembler(
            request.limit,
            routing,
            self._weights,
            facts,
            episodes,
            expansion,
            named,
            _speakers(refs, analysis, named),
            ranker(request.ranking, self._weights, routing),
            focus_of(
                analysis.asked,
                refs,
                named,
                expansion,
                self._weights.subject_boost,
                self._weights.asker_boost,
            ),
            request.domains,
            time_asked(request.query, request.as_of or self._clock.now()),
        )
        fetched = await self._db.read_values(
            "recall/fetch",
            within=reads,
            user_id=request.user_id,
            fact_uids=assembler.fact_shortlist(),
            episode_uids=assembler.episode_shortlist(),
            entity_uids=assembler.entity_uids(),
        )
        # Which fields the question asks about, among those of the facts fetched (by meaning).
        # and which facts' values are of the kind it asks for (sport, city).
        predicate = kind = None
        if self._fields is not None:
            said = [(item["fact"]["field"], item["fact"]["value"]) for item in fetched[0]["facts"]]
            predicate, kind = await asyncio.gather(
                self._fields.match(
                    analysis.predicate_words,
                    vector,
                    [name for name, _ in said],
                    analysis.asked.person,
                    analysis.verbs,
                    analysis.asked.of_thing,
                    analysis.phrasal,
                    analysis.kinds,
                ),
                self._fields.kinds(analysis.kinds, assembler.kind_candidates(fetched[0])),
            )
        memory = assembler.build(request.query, fetched[0], self._clock.now(), predicate, kind)
        self._access.record(request.user_id, [fact.uid for fact in memory.facts], self._clock.now())
        return memory

    def forget(self, user_id: str) -> None:
        """Drop what this process still holds of ``user_id`` (see :mod:`hippograph.erasure`)."""
        self._access.forget(user_id)
        self.queries.forget(user_id)

    def forget_queries(self, user_id: str) -> None:
        """Drop the readings of ``user_id``'s recent queries (any erasure of theirs)."""
        self.queries.forget(user_id)

    def holds(self, user_id: str) -> bool:
        """Whether this process still holds anything of ``user_id`` (access counts not written,
        readings of its queries)."""
        return self._access.holds(user_id) or self.queries.holds(user_id)

    async def flush(self) -> None:
        """Wait for the access-count updates still in flight (shutdown, tests)."""
        await self._access.flush()

    async def _read(self, user_id: str, text: str) -> tuple[QueryAnalysis, list[float]]:
        """The query's analysis and vector: from the namespace's recent queries, or computed."""
        cached = self.queries.get(user_id, text)
        if cached is not None:
            return cached.analysis, cached.vector
        # The parse and the query's encoding are independent: the two models run side by side,
        # each ahead of the work of turns being remembered (someone waits for this answer).
        analysis, (vector,) = await asyncio.gather(
            self._nlp_worker.run(analyse, self._nlp, text, urgent=True),
            self._embedder.embed([text], urgent=True),
        )
        self.queries.put(user_id, text, QueryReading(analysis, vector))
        return analysis, vector

    def _validated(
        self,
        user_id: str,
        query: str,
        domains: list[int] | None,
        limit: int,
        hops: int,
        as_of: datetime | None,
        include_inactive: bool,
    ) -> RecallRequest:
        text = query.strip()
        if not text:
            raise ValidationError("query is empty")
        if len(text) > self._max_text_chars or has_control_characters(text):
            raise ValidationError(f"query must be at most {self._max_text_chars} printable characters")
        if not 1 <= limit <= self._max_limit:
            raise ValidationError(f"limit must be between 1 and {self._max_limit}")
        if not 0 <= hops <= MAX_HOPS:
            raise ValidationError(f"hops must be between 0 and {MAX_HOPS}")
        if domains is not None and not set(domains) <= DOMAIN_IDS:
            raise ValidationError("domains must be ids between 1 and 14")
        if as_of is not None and as_of.tzinfo is None:
            as_of = as_of.replace(tzinfo=UTC)
        return RecallRequest(user_id, text, domains, limit, hops, as_of, include_inactive)

    def _routing(self, request: RecallRequest, analysis: QueryAnalysis, vector: list[float]) -> Routing:
        routing = self._router.route(analysis.lemmas, vector)
        if request.domains is None:
            return routing
        # Domains the caller names are the primary ones; routing still suggests related ones.
        related = [d for d in routing.primary + routing.related if d not in request.domains]
        return Routing(list(request.domains), related, routing.scores, routing.matched_rules)

    async def _named_entities(
        self, refs: NamespaceRefs, analysis: QueryAnalysis, exact: dict[str, str | None]
    ) -> list[str]:
        """The entities the query names, in its order. A name that is exactly an entity's name or
        alias (``exact``, looked up by the fact channels' round trip) is that entity, as the resolver
        would decide first; only the others are encoded and resolved (fuzzy, vector, relations)."""
        unresolved = [name for name in analysis.names if exact.get(normalise_name(name)) is None]
        resolved: dict[str, str | None] = {}
        if unresolved:
            vectors = await self._embedder.embed(unresolved, urgent=True)
            mentions = [
                Mention(normalise_name(name), name, "Concept", vector)
                for name, vector in zip(unresolved, vectors, strict=True)
            ]
            # The query's type guess is unreliable, so a known entity of any type may match.
            found = await self._resolver.resolve(refs.user_id, refs.user_uid, mentions, any_type=True)
            resolved = {key: r.uid for key, r in found.items()}
        keys = dict.fromkeys(normalise_name(name) for name in analysis.names)
        return [uid for key in keys if (uid := exact.get(key) or resolved.get(key)) is not None]

    async def _candidates(
        self, request: RecallRequest, analysis: QueryAnalysis, vector: list[float], reads: SharedReads
    ) -> tuple[FactHits, EpisodeHits, dict[str, str | None]]:
        """The fact and episode channels' hits, and the entity each name of the query is exactly
        (or None)."""
        words = _words(request, analysis)
        rows = await self._db.read_values(
            "recall/fact_candidates",
            within=reads,
            **_channel_params(request, vector),
            fact_lucene=match_query(request.user_id, ("value", "field"), words),
            episode_lucene=match_query(request.user_id, "content", words),
            context_k=request.limit * 2,
            entity_k=ENTITY_K,
            entity_min_score=ENTITY_MIN_SCORE,
            as_of=request.as_of,
            include_inactive=request.include_inactive,
            include_archived=request.include_archived,
            domains=request.domains,
            model_relations=_MODEL_RELATIONS,
            name_norms=list(dict.fromkeys(normalise_name(name) for name in analysis.names)),
        )
        row = rows[0]
        named = {hit["norm"]: hit["uid"] for hit in row["named"]}
        return FactHits.from_row(row), EpisodeHits.from_row(row), named

    async def _expand(
        self, request: RecallRequest, seeds: list[dict[str, Any]], relations: list[str], reads: SharedReads
    ) -> list[dict[str, Any]]:
        # Types a Cypher pattern cannot spell (made outside HippoGraph) are not followed.
        followed = [r for r in relations if RELATION_PATTERN.fullmatch(r)]
        if not (request.hops and seeds and followed):
            return []
        rows = await self._db.read_walk(
            "recall/expand",
            request.hops,
            followed,
            within=reads,
            user_id=request.user_id,
            seeds=seeds,
            entity_limit=EXPANDED_ENTITIES,
            per_entity=FACTS_PER_ENTITY,
            graph_facts=GRAPH_FACTS,
            as_of=request.as_of,
            include_inactive=request.include_inactive,
            include_archived=request.include_archived,
            domains=request.domains,
        )
        reached: list[dict[str, Any]] = rows[0]["reached"] if rows else []
        return reached


def _preset(ranking: str) -> RankingPreset:
    try:
        return RankingPreset(ranking)
    except ValueError:
        raise ValidationError(f"ranking must be one of {', '.join(RankingPreset)}") from None


def _words(request: RecallRequest, analysis: QueryAnalysis) -> list[str]:
    # Only a query of nothing but stop words ("who are you?") searches for them.
    return terms(" ".join(analysis.keywords)) or terms(request.query)


def _channel_params(request: RecallRequest, vector: list[float]) -> dict[str, Any]:
    """What the fact and the episode channels share: the namespace, the query vector and how many
    hits each channel keeps (and asks the shared vector index for)."""
    k = max(request.limit * 3, 30)
    return {
        "user_id": request.user_id,
        "vector": vector,
        "text_k": k,
        "vector_k": k,
        "vector_min": k // 2,
        "vector_k_wide": k * OVERSAMPLE,
        "exact_max": EXACT_MAX,
        # Servers with filtered vector search: how many of the namespace's nearest facts and turns
        # the index is asked for (those no longer current or archived are dropped, then each
        # channel is cut to text_k). The limit is also how wide the HNSW search looks: on an
        # index of one segment (the local 2026 server compacts them) the nearest text_k of 4 × and
        # 2 × text_k are closer to the exact ones than those of 2 × and 1 × over 29 segments, and
        # cost Neo4j about half as much (bench/recall_profile.py at 100k facts, 2026-11-25).
        "filtered_k": k * 4,
        "episode_k": k * 2,
    }


def _speakers(refs: NamespaceRefs, analysis: QueryAnalysis, named: list[str]) -> frozenset[str]:
    """Whose turns the query asks about: people it names, and the user when they say "I"."""
    return frozenset([*named, refs.user_uid] if analysis.first_person else named)


def _seeds(
    refs: NamespaceRefs, analysis: QueryAnalysis, named: list[str], facts: FactHits
) -> list[dict[str, Any]]:
    """Where the graph walk starts, most important first: named entities, the speaker when they
    talk about themselves, entities close to the query, the subjects of the best fact hits. The
    first two are walked the hops asked for; the others one hop only. They are weak signals (an
    entity "close" to the query may be at cosine 0.2; a fact hit's facts are candidates already),
    and a two-hop walk from each of up to fifteen of them was most of recall's Neo4j time at 100k
    facts while bringing in entities far from the question."""
    deep = list(named)
    if analysis.first_person:
        deep.append(refs.user_uid)
    shallow = [hit["uid"] for hit in facts.entities] + facts.top_subjects(5)
    ordered = dict.fromkeys(deep, True) | {uid: False for uid in shallow if uid not in deep}
    return [{"uid": uid, "priority": rank, "deep": walk} for rank, (uid, walk) in enumerate(ordered.items())]
