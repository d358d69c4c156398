"""Turning channel hits into a scored, explained :class:`Memory`.

Every fact and episode keeps the list of channels that found it (with rank and the channel's own
score); graph facts keep the path that reached them; facts carry the episode they came from, and
those episodes are found too ("provenance"), ranked by their fact. The turns just before and after a
found turn in its session are found too ("context"), ranked by it: an answer is often a short reply
whose words are in the question it answers. Turns spoken by someone the query names (or by the user,
when they say "I") are boosted.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from typing import Any

from hippograph.ontology import OPEN_RELATION
from hippograph.recall.focus import Focus
from hippograph.recall.kind import KindMatch, Said
from hippograph.recall.memory import (
    ChannelHit,
    EntityRef,
    GraphPath,
    Memory,
    NoteKey,
    Provenance,
    RankReason,
    RecalledEdge,
    RecalledEntity,
    RecalledEpisode,
    RecalledFact,
    ScoreFactor,
)
from hippograph.recall.predicate import PredicateMatch
from hippograph.recall.ranking import FactSignals, Ranker, default_ranker
from hippograph.recall.router import Routing
from hippograph.recall.scoring import Weights, fuse
from hippograph.recall.statement import TurnNearness, turn_nearness
from hippograph.recall.temporal import TimeAsked, own_time, says_time

SNIPPET_CHARS = 240
SHORTLIST_FACTOR = 3
GRAPH_FACTS = 300  # facts the graph channel ranks, at most
MAX_ENTITIES = 50
SIBLING = 0.9  # a fact stated with a better one follows it at this share of its score, at least
Row = dict[str, Any]
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def at(micros: int) -> datetime:
    """A time the recall queries send as microseconds since the epoch, in UTC."""
    return _EPOCH + timedelta(microseconds=micros)


def instant(micros: int | None) -> datetime | None:
    return None if micros is None else at(micros)


@dataclass(frozen=True)
class FactHits:
    """What the fact channels found (``recall/fact_candidates``)."""

    fulltext: list[Row]  # {uid, score, entity}
    vector: list[Row]
    entities: list[Row]  # {uid, score}: entities near the query
    relations: list[str]  # entity-to-entity relationship types the graph walk follows

    @classmethod
    def from_row(cls, row: Row) -> FactHits:
        return cls(row["fulltext_facts"], row["vector_facts"], row["vector_entities"], row["relations"])

    def top_subjects(self, n: int) -> list[str]:
        """Subjects of the best full-text and vector fact hits, alternating between the two."""
        pairs = zip(self.fulltext[:n], self.vector[:n], strict=False)
        subjects = [hit["entity"] for pair in pairs for hit in pair]
        longer = self.fulltext if len(self.fulltext) > len(self.vector) else self.vector
        subjects += [hit["entity"] for hit in longer[len(subjects) // 2 : n]]
        return [uid for uid in dict.fromkeys(subjects) if uid]


@dataclass(frozen=True)
class EpisodeHits:
    """What the episode channels found (``recall/fact_candidates`` too)."""

    fulltext: list[Row]  # {uid, score, speaker}
    vector: list[Row]
    neighbours: list[Row]  # {uid, neighbour, speaker}: the turns around each episode found

    @classmethod
    def from_row(cls, row: Row) -> EpisodeHits:
        return cls(row["fulltext_episodes"], row["vector_episodes"], row["neighbours"])


def _step(edge: Row) -> str:
    """A path's relation as said: an open tie shows the predicate it was read from
    ("RELATES_TO (be treated at)"); a typed edge is its type."""
    predicate = edge.get("predicate")
    if edge["relation"] == OPEN_RELATION and predicate:
        return f"{OPEN_RELATION} ({predicate})"
    return str(edge["relation"])


def _ranked(channel: str, hits: list[Row], into: dict[str, list[ChannelHit]]) -> None:
    for rank, hit in enumerate(hits, start=1):
        into.setdefault(hit["uid"], []).append(ChannelHit(channel, rank, float(hit["score"])))


class Assembler:
    def __init__(
        self,
        limit: int,
        routing: Routing,
        weights: Weights,
        facts: FactHits,
        episodes: EpisodeHits,
        expansion: list[Row],
        named: list[str],
        speakers: frozenset[str] = frozenset(),
        ranker: Ranker | None = None,
        focus: Focus | None = None,
        domains: list[int] | None = None,
        time: TimeAsked | None = None,
    ) -> None:
        self._limit = limit
        self._time = time or TimeAsked()
        self._focus = focus or Focus()
        self._predicate = PredicateMatch()
        self._kind = KindMatch()
        self._near = TurnNearness()
        self._domains = None if domains is None else frozenset(domains)
        self._subject: dict[str, str] = {}  # fact uid → the entity it is about, as the channels say
        self._ranker = ranker or default_ranker(weights, routing)
        self._routing = routing
        self._weights = weights
        self._named = named
        self._speakers = speakers
        self._fact_hits: dict[str, list[ChannelHit]] = {}
        self._episode_hits: dict[str, list[ChannelHit]] = {}
        self._spoken_by: dict[str, str | None] = {}
        self._paths: dict[str, GraphPath] = {}
        self._edges: dict[str, RecalledEdge] = {}
        self._reached: list[str] = []
        _ranked("fulltext", facts.fulltext, self._fact_hits)
        _ranked("vector", facts.vector, self._fact_hits)
        for hit in facts.fulltext + facts.vector:
            if hit.get("entity"):
                self._subject[hit["uid"]] = hit["entity"]
        _ranked("fulltext", episodes.fulltext, self._episode_hits)
        _ranked("vector", episodes.vector, self._episode_hits)
        for hit in episodes.fulltext + episodes.vector:
            self._spoken_by[hit["uid"]] = hit.get("speaker")
        self._add_context(episodes.neighbours)
        self._add_expansion(expansion)
        self._add_own_facts()

    def _add_context(self, neighbours: list[Row]) -> None:
        """Each found turn lends its neighbours a context hit at its own rank (found turns only:
        context does not spread further)."""
        found = {uid: fuse(hits, self._weights) for uid, hits in self._episode_hits.items()}
        rank = {uid: r for r, uid in enumerate(sorted(found, key=found.__getitem__, reverse=True), 1)}
        for row in neighbours:
            if row["uid"] in rank:
                hit = ChannelHit("context", rank[row["uid"]], found[row["uid"]])
                self._episode_hits.setdefault(row["neighbour"], []).append(hit)
                self._spoken_by.setdefault(row["neighbour"], row.get("speaker"))

    def _episode_score(self, uid: str, hits: list[ChannelHit]) -> float:
        boost = self._weights.speaker_boost if self._spoken_by.get(uid) in self._speakers else 1.0
        return fuse(hits, self._weights) * boost

    def _add_expansion(self, expansion: list[Row]) -> None:
        """One row per reached entity, nearest first, with its best facts: the graph channel ranks
        the facts in that order (the first :data:`GRAPH_FACTS`), each explained by its entity's path."""
        graph: list[Row] = []
        for row in expansion:
            facts = row["facts"][: GRAPH_FACTS - len(graph)]
            if not facts:
                break
            steps = [row["names"][0]]
            for edge, name in zip(row["edges"], row["names"][1:], strict=True):
                steps += [_step(edge), name]
            path = GraphPath(steps, row["entity_uids"], [e["uid"] for e in row["edges"]])
            self._paths.update(dict.fromkeys(facts, path))
            self._subject.update(dict.fromkeys(facts, row["entity_uids"][-1]))
            graph += [{"uid": uid, "score": row["strength"] / row["hops"]} for uid in facts]
            for edge in row["edges"]:
                self._edges[edge["uid"]] = RecalledEdge(
                    edge["uid"], edge["source"], edge["relation"], edge["target"], edge["strength"]
                )
            self._reached += row["entity_uids"]
        _ranked("graph", graph, self._fact_hits)

    def _add_own_facts(self) -> None:
        """The walk starts at whom the question is about but gives only their neighbours' facts
        (one hop and more), so the neighbours' facts outranked the subject's own for want of a
        graph hit ("where do I live?" put a sister's city first). The subject's own facts that
        the channels found are the walk's hop 0: graph hits ranked before every reached entity's,
        in the order the text channels put them (a fact the walk reached the subject again by
        another path keeps only this hit: the walk's order among one entity's facts does not
        know the question, and "what car does Jonas drive?" put his city first by it)."""
        focus, subject, weights = self._focus, self._subject, self._weights
        own = [uid for uid, hits in self._fact_hits.items() if hits and focus.covers(subject.get(uid))]
        if not own:
            return

        def relevance(uid: str) -> tuple[float, float]:
            hits = self._fact_hits[uid]
            return fuse([h for h in hits if h.channel != "graph"], weights), fuse(hits, weights)

        own.sort(key=relevance, reverse=True)
        shift = len(own)
        mine = set(own)
        for uid, hits in self._fact_hits.items():
            self._fact_hits[uid] = [
                ChannelHit(h.channel, h.rank + shift, h.score) if h.channel == "graph" else h
                for h in hits
                if h.channel != "graph" or uid not in mine
            ]
        for rank, uid in enumerate(own, start=1):
            self._fact_hits[uid].append(ChannelHit("graph", rank, 1.0))

    # --- what to fetch --------------------------------------------------------------------------
    def fact_shortlist(self) -> list[str]:
        """The facts worth fetching: best fused channel score, times the subject boost (the final
        score needs the fetched properties)."""
        hits, subject, focus = self._fact_hits, self._subject, self._focus

        def promise(uid: str) -> float:
            return fuse(hits[uid], self._weights) * focus.factor(subject.get(uid))

        return sorted(hits, key=lambda uid: (-promise(uid), uid))[: self._limit * SHORTLIST_FACTOR]

    def episode_shortlist(self) -> list[str]:
        hits = self._episode_hits
        ranked = sorted(hits, key=lambda uid: self._episode_score(uid, hits[uid]), reverse=True)
        return ranked[: self._limit * SHORTLIST_FACTOR]

    def entity_uids(self) -> list[str]:
        return list(dict.fromkeys(self._named + self._reached))[:MAX_ENTITIES]

    # --- the answer ---------------------------------------------------------------------------
    def build(
        self,
        query: str,
        row: Row,
        now: datetime,
        predicate: PredicateMatch | None = None,
        kind: KindMatch | None = None,
    ) -> Memory:
        # The caller's domains filter (the channels already asked for them alone; this also holds
        # for a fact whose domain changed since).
        items = [i for i in row["facts"] if self._domains is None or i["fact"]["domain_id"] in self._domains]
        self._predicate = predicate or PredicateMatch()
        self._kind = kind or KindMatch()
        self._near = self._nearness(items)
        scored = _with_siblings([self._scored(item, now) for item in items])
        # Equal scores in a stable order (by uid): the same graph always answers the same. Why a
        # fact ranked where it did is written out for the facts returned only.
        scored.sort(key=lambda s: (-s.fact.score, s.fact.uid))
        facts = [s.explained(rank) for rank, s in enumerate(scored[: self._limit], 1)]
        episodes = self._episodes(row["episodes"], row["facts"], facts)
        paths = [fact.path for fact in facts if fact.path is not None]
        used_edges = {uid for path in paths for uid in path.edge_uids}
        return Memory(
            query=query,
            facts=facts,
            episodes=episodes,
            entities=self._entities(row["entities"], facts),
            edges=[edge for uid, edge in self._edges.items() if uid in used_edges],
            paths=list({tuple(p.steps): p for p in paths}.values()),
            routing=self._routing,
            agent_self=[self._fact(item, now) for item in row["agent_self"]],
            notes=[NoteKey(note["key"], at(note["updated_at"])) for note in row["notes"]],
        )

    def _nearness(self, items: list[Row]) -> TurnNearness:
        """How near each found turn is to the question, against the nearest turn of the facts
        whose subject the question is about (of all the facts, when it is about no one)."""
        similarities = {
            uid: hit.score
            for uid, hits in self._episode_hits.items()
            for hit in hits
            if hit.channel == "vector"
        }
        about = [item for item in items if self._focus.covers(item["entity"]["uid"])] or items
        turns = [(item.get("episode") or {}).get("uid") for item in about]
        return turn_nearness(similarities, turns, self._weights.turn_boost)

    def kind_candidates(self, row: Row) -> list[Said]:
        """The fetched facts' (field, value) whose kind can count (:meth:`_kind_counts`), in the
        order fetched: only these are compared with the kind the question asks for. Encoding a
        value is most of a recall's CPU when a question names a kind (two texts per fact), and a
        fact about someone else gets no kind factor whatever its value. A pair stays when any fact
        or agent self-fact saying it counts, as the kind match is keyed by the pair alone."""
        counted = {
            (item["fact"]["field"], item["fact"]["value"])
            for item in row["facts"] + row["agent_self"]
            if self._kind_counts(item["entity"]["uid"])
        }
        said = [(item["fact"]["field"], item["fact"]["value"]) for item in row["facts"]]
        return [pair for pair in said if pair in counted]

    def _kind_counts(self, subject_uid: str) -> bool:
        """Whether a fact of this subject gets the kind factor: when it is about whom the question is
        about (any fact, when it names no one): "what pet does Kenji have?" does not ask for his
        friend's cats."""
        focus = self._focus
        return not focus.someone_else(subject_uid) and (not focus.subjects or focus.covers(subject_uid))

    def _fact(self, item: Row, now: datetime) -> RecalledFact:
        return self._scored(item, now).explained(None)

    def _scored(self, item: Row, now: datetime) -> _Scored:
        """The fact scored, without the reason written out (``why``), and what the reason needs:
        the factors of its score and why its subject and its field counted."""
        fact = item["fact"]
        hits = self._fact_hits.get(fact["uid"], [])
        entity = item["entity"]
        factors = self._ranker.factors(_signals(fact, hits), now)
        reason = self._focus.reason(entity["uid"])
        if reason is not None:
            factors.append(("subject", self._focus.factor(entity["uid"])))
        # Someone else's fact answers the question asked of them: the predicate only lowers it.
        elsewhere = self._focus.someone_else(entity["uid"])
        asks = self._predicate.reason(fact["field"])
        asked = self._predicate.factor(fact["field"])
        withheld = None
        if asks is not None and elsewhere and asked > 1.0:
            withheld = f"{asks}, but of someone the question is not about (not counted)"
            asks = None
        if asks is not None:
            factors.append(("predicate", asked))
        # So is a fact whose value is of the kind asked for ("what sport…": volleyball), when it
        # is about whom the question is about (:meth:`_kind_counts`).
        counts = self._kind_counts(entity["uid"])
        is_kind = self._kind.reason(fact["field"], fact["value"]) if counts else None
        if is_kind is not None:
            factors.append(("kind", self._kind.factor(fact["field"], fact["value"])))
        provenance = _provenance(item.get("episode"))
        said, says = self._predicate.said(provenance.snippet if provenance is not None else "")
        if says is not None and not elsewhere:
            factors.append(("verb", said))
        # The turn it was said in, near the question: the statement as evidence, beyond its field
        # asked (statement.py); someone else's turn answers the question asked of them, as their
        # field does.
        turn = provenance.episode_uid if provenance is not None else None
        named = asked if asks is not None else 1.0
        near = self._near.reason(turn, named) if not elsewhere else None
        if near is not None:
            factors.append(("turn", self._near.factor(turn, named)))
        valid_from = instant(fact.get("valid_from"))
        said_at = provenance.occurred_at if provenance is not None else None
        timed, _ = self._time.factor(valid_from or said_at, own_time(valid_from, said_at))
        if timed != 1.0:
            factors.append(("time", timed))
        score = math.prod(value for _, value in factors)
        recalled = RecalledFact(
            uid=fact["uid"],
            entity=EntityRef(entity["uid"], entity["name"], entity["type"], entity.get("role")),
            domain_id=fact["domain_id"],
            field=fact["field"],
            value=fact["value"],
            confidence=fact["confidence"],
            active=fact["active"],
            access_count=fact.get("access_count") or 0,
            valid_from=valid_from,
            valid_to=instant(fact.get("valid_to")),
            score=score,
            channels=hits,
            path=self._paths.get(fact["uid"]),
            provenance=provenance,
        )
        return _Scored(recalled, factors, reason, asks, verb=says, withheld=withheld, kind=is_kind, turn=near)

    def _episodes(
        self, fetched: list[Row], fact_rows: list[Row], facts: list[RecalledFact]
    ) -> list[RecalledEpisode]:
        by_uid = {ep["uid"]: ep for ep in fetched}
        by_uid.update({item["episode"]["uid"]: item["episode"] for item in fact_rows if item.get("episode")})
        for uid, row in by_uid.items():
            self._spoken_by.setdefault(uid, row.get("speaker_uid"))
        hits = {uid: list(found) for uid, found in self._episode_hits.items()}
        for rank, fact in enumerate(facts, start=1):
            if fact.provenance is not None:
                hits.setdefault(fact.provenance.episode_uid, []).append(
                    ChannelHit("provenance", rank, fact.score)
                )
        scored = [
            _episode(by_uid[uid], self._episode_score(uid, found) * self._timed(by_uid[uid]), found)
            for uid, found in hits.items()
            if uid in by_uid
        ]
        return sorted(scored, key=lambda e: e.score, reverse=True)[: self._limit]

    def _timed(self, episode: Row) -> float:
        """The question's time on a turn: said in the period it names, saying a time it asks for."""
        if not self._time:
            return 1.0
        said_at = instant(episode.get("occurred_at"))
        return self._time.factor(said_at, says_time(episode.get("content") or ""))[0]

    def _entities(self, fetched: list[Row], facts: list[RecalledFact]) -> list[RecalledEntity]:
        named = set(self._named)
        result = {
            row["uid"]: RecalledEntity(
                row["uid"],
                row["name"],
                row["type"],
                row.get("role"),
                row.get("aliases") or [],
                "named in the query" if row["uid"] in named else "reached by the graph",
            )
            for row in fetched
        }
        for fact in facts:
            if fact.entity.uid not in result:
                ref = fact.entity
                result[ref.uid] = RecalledEntity(
                    ref.uid, ref.name, ref.type, ref.role, [], "subject of a fact"
                )
        return list(result.values())


@dataclass
class _Scored:
    """A fact scored, and what its reason needs until it is written out (for returned facts only)."""

    fact: RecalledFact
    factors: list[tuple[str, float]]
    subject: str | None  # why its subject counted
    asks: str | None  # why its field counted
    stated: str | None = None  # the better fact of the same statement it follows
    verb: str | None = None  # the question's verb its statement says
    withheld: str | None = None  # a predicate match not counted: the fact is someone else's
    kind: str | None = None  # why its value is of the kind the question asks for
    turn: str | None = None  # why the turn it was said in counted

    def explained(self, rank: int | None) -> RecalledFact:
        why = _reason(
            self.fact.channels,
            self.factors,
            self.subject,
            self.asks,
            self.stated,
            self.verb,
            self.withheld,
            self.kind,
            self.turn,
        )
        return replace(self.fact, why=why if rank is None else _numbered(why, rank))


def _with_siblings(scored: list[_Scored]) -> list[_Scored]:
    """A statement often gives one subject several facts ("a grey cat called Pixel": pet "grey cat",
    have "Pixel"; "Portuguese and German"): together they answer a question, so each follows the
    best of them, at :data:`SIBLING` of its score at least."""
    best: dict[tuple[str, str], _Scored] = {}
    for one in scored:
        key = _statement(one.fact)
        if key is not None and (key not in best or one.fact.score > best[key].fact.score):
            best[key] = one
    for one in scored:
        key = _statement(one.fact)
        leader = best.get(key) if key is not None else None
        if leader is None or one.fact.score >= SIBLING * leader.fact.score or one.fact.score <= 0:
            continue
        lift = SIBLING * leader.fact.score / one.fact.score
        one.factors.append(("statement", lift))
        one.stated = f"stated with {leader.fact.field} '{leader.fact.value[:40]}' in the same turn"
        # Exactly the share of the leader's score, not score × lift (which differs in the last
        # bits with the score it started from): facts following one leader tie exactly, so the
        # uid decides their order, however their own scores varied (recency moves with the clock).
        one.fact = replace(one.fact, score=SIBLING * leader.fact.score)
    return scored


def _statement(fact: RecalledFact) -> tuple[str, str] | None:
    """The subject and the turn a fact was stated in, when known."""
    return None if fact.provenance is None else (fact.entity.uid, fact.provenance.episode_uid)


def _signals(fact: Row, hits: list[ChannelHit]) -> FactSignals:
    return FactSignals(
        hits=hits,
        confidence=fact["confidence"],
        reinforcement=fact.get("score") or 0.0,
        access_count=fact.get("access_count") or 0,
        domain_id=fact["domain_id"],
        created_at=instant(fact.get("created_at")),
        last_accessed=instant(fact.get("last_accessed")),
        last_hit_at=instant(fact.get("last_hit_at")),
    )


def _numbered(why: RankReason | None, rank: int) -> RankReason | None:
    return None if why is None else replace(why, rank=rank, summary=f"#{rank}: {why.summary}")


def _reason(
    hits: list[ChannelHit],
    factors: list[tuple[str, float]],
    subject: str | None,
    asks: str | None = None,
    stated: str | None = None,
    verb: str | None = None,
    withheld: str | None = None,
    kind: str | None = None,
    turn: str | None = None,
) -> RankReason:
    """Why a fact scored what it did: what found it, then each factor of its score (the subject's,
    the predicate's, the kind's, the turn's and the statement's with what made them count)."""
    found = ", ".join(f"{hit.channel} #{hit.rank}" for hit in hits) or "no channel (fetched as context)"
    said = {
        "subject": subject,
        "predicate": asks,
        "kind": kind,
        "statement": stated,
        "verb": verb,
        "turn": turn,
    }
    parts = [f"found by {found}"]
    parts += [f"{name} ×{value:.3g}" for name, value in factors if name not in said]
    parts += [f"{said[name]} ×{value:.3g}" for name, value in factors if name in said]
    parts += [withheld] if withheld else []
    return RankReason(0, [ScoreFactor(name, value) for name, value in factors], subject, "; ".join(parts))


def _provenance(episode: Row | None) -> Provenance | None:
    if not episode:
        return None
    return Provenance(
        episode["uid"],
        episode.get("session_id"),
        episode.get("speaker"),
        instant(episode.get("occurred_at")),
        (episode.get("content") or "")[:SNIPPET_CHARS],
        episode.get("external_id"),
    )


def _episode(row: Row, score: float, hits: list[ChannelHit]) -> RecalledEpisode:
    return RecalledEpisode(
        row["uid"],
        row.get("session_id"),
        row.get("external_id"),
        row.get("speaker"),
        instant(row.get("occurred_at")),
        row.get("content") or "",
        score,
        hits,
    )
