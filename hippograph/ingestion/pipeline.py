"""remember(): one conversation turn → episode, entities, facts and edges, in one transaction.

The CPU-bound part (extraction, one batched embedding call, domain classification) happens first;
then a single write transaction creates the episode, resolves and merges the entities, reconciles
facts and merges edges. Any failure rolls the whole turn back. A bulk import writes several turns
per transaction the same way (:meth:`Rememberer.remember_turns`).

>>> result = await rememberer.remember("alice", "I'm allergic to shellfish")   # doctest: +SKIP
>>> [(f.field, f.value, f.action) for f in result.facts]                        # doctest: +SKIP
[('allergy', 'shellfish', 'created')]
"""

from __future__ import annotations

import asyncio
import uuid
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any

from hippograph.errors import InvalidIdentifierError, OntologyError
from hippograph.graph.driver import Database, Tx
from hippograph.graph.namespace import NamespaceRefs, Namespaces
from hippograph.graph.turns import turn_key
from hippograph.graph.vocabulary import entity_label, relation_type
from hippograph.ingestion.classify import DomainSimilarity
from hippograph.ingestion.embedder import AsyncEmbedder, Vector
from hippograph.ingestion.extract.job_moves import RESIDENCE, retie_known
from hippograph.ingestion.extract.unnamed_pets import name_pets
from hippograph.ingestion.extraction import (
    AGENT,
    SPEAKER,
    BatchExtractor,
    EdgeCandidate,
    EntityMention,
    Extraction,
    Extractor,
    FactCandidate,
    Skipped,
    is_reference,
)
from hippograph.ingestion.holders import Direction, holders_of
from hippograph.ingestion.relations import RelationMapper, predicate_text
from hippograph.ingestion.renamed import renamed
from hippograph.ingestion.resolver import EntityResolver, Mention, Resolution
from hippograph.ingestion.result import (
    EntityOutcome,
    RememberResult,
    SkipOutcome,
)
from hippograph.ingestion.statements import PlannedFact, StatementWriter
from hippograph.ingestion.subjects import SessionSubjects, SubjectBatch
from hippograph.ingestion.turn import Turn
from hippograph.ingestion.unresolved import held_apart
from hippograph.ontology import Ontology, field_key, load_ontology
from hippograph.text import fact_embedding_text, normalise_name
from hippograph.worker import Worker

MIN_CONFIDENCE = 0.6
ENCODE_AHEAD_SLICE = 16
PREPARED_MAX = 1024  # extractions kept for remember() calls to come (see Rememberer.prepare)


# (user id, speaker's normalised name) → (entity uid, entity name, how the speaker was first resolved),
# for the speakers already written in one transaction.
KnownSpeakers = dict[tuple[str, str], tuple[str, str, str]]


@dataclass
class Plan:
    """Everything the write transaction needs, computed before it opens."""

    turn: Turn
    refs: NamespaceRefs
    content_hash: str
    episode_vector: Vector
    speaker: Mention | None  # a named speaker; None when the user speaks
    mentions: list[Mention] = field(default_factory=list)
    facts: list[tuple[FactCandidate, int, Vector]] = field(default_factory=list)
    edges: list[EdgeCandidate] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)


class Rememberer:
    def __init__(
        self,
        db: Database,
        namespaces: Namespaces,
        extractor: Extractor,
        embedder: AsyncEmbedder,
        domains: DomainSimilarity,
        resolver: EntityResolver,
        max_text_chars: int,
        nlp_worker: Worker,
        new_uid: Callable[[], str] = lambda: str(uuid.uuid4()),
        ontology: Ontology | None = None,
        relations: RelationMapper | None = None,
    ) -> None:
        self._db = db
        self._ontology = ontology or load_ontology()
        ties = self._ontology.ties()
        self._ties: dict[str, Direction] = {
            **{
                r.name: "either" if r.symmetric else "from"
                for r in self._ontology.relations
                if r.name in ties
            },
            **dict.fromkeys(self._ontology.containers(), "to"),
        }
        self._tie_fields = frozenset(r.field for r in self._ontology.relations if r.name in ties and r.field)
        self._relations = relations  # None: predicates map by the lexicon alone
        self._max_text_chars = max_text_chars
        self._new_uid = new_uid  # injectable: imports and tests need deterministic ids
        self._namespaces = namespaces
        self._extractor = extractor
        self._embedder = embedder
        self._domains = domains
        self._resolver = resolver
        self._worker = nlp_worker  # shared with recall: one thread owns spaCy
        self._prepared: OrderedDict[str, Extraction] = OrderedDict()  # see prepare()
        self._subjects = SessionSubjects(db)  # "she", "they" across turns; "you" as the addressee

    def forget_prepared(self) -> None:
        """Drop extractions prepared ahead (they hold turn texts): after an erasure."""
        self._prepared.clear()

    async def prepare(self, messages: list[str]) -> None:
        """Extract and encode many messages at once, ahead of their :meth:`remember` calls (a bulk
        import): batched model calls cost about half as much per message, and each remember then
        finds its extraction and every vector it needs (its text's, its facts', its names') ready.
        Only an optimisation: a message that is never remembered just ages out."""
        texts = list(dict.fromkeys(text.strip() for text in messages if text.strip()))
        if texts:
            extractions, _ = await asyncio.gather(self._extract_ahead(texts), self._encode_ahead(texts))
            await self._encode_ahead([text for e in extractions for text in _texts_ahead(e)])

    async def _encode_ahead(self, texts: list[str]) -> None:
        # In slices: the remembers in flight meanwhile may need the encoder too (a speaker's name,
        # a turn with an answer), and each such request joins the next slice instead of waiting
        # for the whole batch.
        # Sorted by length, so a slice pads its texts to little more than their own length.
        ordered = sorted(texts, key=len)
        for start in range(0, len(ordered), ENCODE_AHEAD_SLICE):
            await self._embedder.embed(ordered[start : start + ENCODE_AHEAD_SLICE])

    async def _extract_ahead(self, texts: list[str]) -> list[Extraction]:
        if not isinstance(self._extractor, BatchExtractor):
            return []  # an LLM extractor gains nothing from batches: each turn is one request
        extractions = await self._worker.run(self._extractor.extract_many, texts)
        self._prepared.update(zip(texts, extractions, strict=True))
        while len(self._prepared) > PREPARED_MAX:
            self._prepared.popitem(last=False)
        return extractions

    async def _extract(self, message: str) -> Extraction:
        prepared = self._prepared.pop(message, None)
        if prepared is not None:
            return prepared
        return await self._worker.run(self._extractor.extract, message)

    @property
    def max_text_chars(self) -> int:
        """The longest message (and answer) a turn may have."""
        return self._max_text_chars

    async def remember(
        self,
        user_id: str,
        user_message: str,
        assistant_response: str | None = None,
        session_id: str | None = None,
        occurred_at: datetime | str | None = None,
        speaker: str | None = None,
        external_id: str | None = None,
    ) -> RememberResult:
        """Remember one turn; the same turn twice returns the first result and writes nothing."""
        turn = Turn.build(
            user_id,
            user_message,
            max_chars=self._max_text_chars,
            assistant_response=assistant_response,
            session_id=session_id,
            occurred_at=occurred_at,
            speaker=speaker,
            external_id=external_id,
        )
        # Checked first so a repeated turn costs one read, not an extraction.
        known = await self._db.read(
            "remember/find_episode", user_id=turn.user_id, content_hash=turn.content_hash()
        )
        if known and known[0]["result"]:
            return RememberResult.from_json(known[0]["result"])
        return (await self.remember_turns([turn]))[0]

    async def remember_turns(self, turns: list[Turn]) -> list[RememberResult]:
        """Remember ``turns`` in order, in one write transaction: all of them or, on any error,
        none. Each commit refreshes every Lucene index it touched, so a bulk import that commits
        several turns at once pays that once for all of them. Entities are resolved inside the
        transaction: each turn sees the ones the turns before it wrote, as if they had committed."""
        subjects = self._subjects.batch()  # the turns planned before any is written
        plans = [await self._plan(turn, subjects) for turn in turns]
        return await self._db.write_tx(lambda tx: self._write(tx, plans))

    async def _write(self, tx: Tx, plans: list[Plan]) -> list[RememberResult]:
        speakers: KnownSpeakers = {}
        return [
            await _Writer(tx, plan, self._resolver, self._new_uid, speakers, self._ontology).write()
            for plan in plans
        ]

    async def _plan(self, turn: Turn, subjects: SubjectBatch) -> Plan:
        refs = await self._namespaces.ensure(turn.user_id)
        extraction = await subjects.resolve(turn, await self._extract(turn.user_message))
        name_pets(extraction)  # "Her name is Mochi", "her" the cat of an earlier turn: Mochi
        await self._known_moves(turn, extraction)  # "I moved to Netflix", Netflix a known employer
        facts = _kept(extraction)
        names = _mentioned(extraction, facts)
        texts = [turn.content, *_encoded(facts, names)]
        if turn.speaker:
            texts.append(turn.speaker)
        vectors = await self._embedder.embed(texts)
        episode_vector, fact_vectors = vectors[0], vectors[1 : 1 + len(facts)]
        name_vectors = vectors[1 + len(facts) : 1 + len(facts) + len(names)]
        speaker = None
        if turn.speaker:
            speaker = Mention(normalise_name(turn.speaker), turn.speaker, "Person", vectors[-1])
        mentions = [
            Mention(
                normalise_name(n.name),
                n.name,
                n.type,
                vector,
                n.relation_to_speaker,
                n.domain_id,
                n.descriptor,
                n.gender,
                n.distinct,
                n.introduced,
            )
            for n, vector in zip(names, name_vectors, strict=True)
        ]
        planned = [
            (fact, fact.domain_id or self._domains.best(vector), vector)
            for fact, vector in zip(facts, fact_vectors, strict=True)
        ]
        skipped = extraction.skipped + [
            Skipped(f"{f.field}={f.value}", "low confidence")
            for f in extraction.facts
            if f.confidence < MIN_CONFIDENCE
        ]
        types = _types(turn, names)
        implied = await self._implied_edges(facts, extraction.edges, types)
        edges, refused = _declared_edges(self._ontology, [*extraction.edges, *implied], types)
        skipped += refused
        held = holders_of(names, edges, self._ties)  # whose each is: tells namesakes apart
        renames = renamed(facts, names, self._tie_fields)  # "her name is Mia, not Maya"
        mentions = [replace(m, holders=held.get(m.key, ()), renames=renames.get(m.key)) for m in mentions]
        return Plan(
            turn, refs, turn.content_hash(), episode_vector, speaker, mentions, planned, edges, skipped
        )

    async def _known_moves(self, turn: Turn, extraction: Extraction) -> None:
        """A move to a name the graph knows as an organisation, and never as a place, is a job."""
        edges = extraction.edges
        moves = {normalise_name(e.target_name) for e in edges if e.relation == RESIDENCE and e.predicate}
        if moves:
            rows = await self._db.read("remember/known_types", user_id=turn.user_id, names=sorted(moves))
            orgs = {row["key"] for row in rows if "Org" in row["types"] and "Place" not in row["types"]}
            retie_known(extraction, orgs, self._ontology)

    async def _implied_edges(
        self, facts: list[FactCandidate], edges: list[EdgeCandidate], types: dict[str, str]
    ) -> list[EdgeCandidate]:
        """Edges the facts imply: a fact whose value names an entity, with a predicate that maps
        onto a declared relation (lexicon first, then the nearest lexicon phrase by embedding), else
        the open tie, when the extraction has no edge between the two already."""
        linked = {_pair(e.source_name, e.target_name) for e in edges}
        implied: list[EdgeCandidate] = []
        unmapped: list[tuple[EdgeCandidate, str, str]] = []
        for fact in facts:
            if fact.value_entity is None or _pair(fact.entity_name, fact.value_entity) in linked:
                continue
            if _pair(fact.value_entity, fact.entity_name) in linked:
                continue  # "my tutor Kenji": the extraction tied them already, Kenji MENTORS me
            source, target = _type_of(types, fact.entity_name), _type_of(types, fact.value_entity)
            if source is None or target is None:
                continue
            edge = EdgeCandidate(
                fact.entity_name,
                fact.value_entity,
                "",
                status=fact.status,
                when=fact.when,
                confidence=fact.confidence,
                predicate=fact.field,
            )
            relation = self._ontology.relation_for_predicate(predicate_text(fact.field), source, target)
            # A field the ontology declares for a relation states it ("Yasmin's school is X":
            # STUDIES_AT), whatever types this turn guessed: the writer checks the stored ones.
            relation = relation or self._ontology.relation_for_field(fact.field)
            if relation is not None:
                implied.append(replace(edge, relation=relation.name))
                linked.add(_pair(edge.source_name, edge.target_name))
            else:
                unmapped.append((edge, source, target))
        if unmapped and self._relations is not None:
            vectors = await self._embedder.embed([predicate_text(e.predicate or "") for e, _, _ in unmapped])
            for (edge, source, target), vector in zip(unmapped, vectors, strict=True):
                found = self._relations.best(
                    vector, source, target, predicate=predicate_text(edge.predicate or "")
                )
                if found is not None:
                    implied.append(replace(edge, relation=found.name))
                    linked.add(_pair(edge.source_name, edge.target_name))
        # A predicate that maps to nothing stays a fact with its open field, and its value still
        # names an entity: the open tie links the two, so a walk goes through it.
        tie = self._ontology.open_relation()
        for edge, _, _ in unmapped:
            if tie is not None and _pair(edge.source_name, edge.target_name) not in linked:
                implied.append(replace(edge, relation=tie.name))
                linked.add(_pair(edge.source_name, edge.target_name))
        return implied


def _pair(source: str, target: str) -> tuple[str, str]:
    return normalise_name(source), normalise_name(target)


def _type_of(types: dict[str, str], name: str) -> str | None:
    return types.get(name) or types.get(normalise_name(name))


_FIXED = frozenset({"User", "Agent"})  # the two fixed entities' types never change


def _types(turn: Turn, names: list[EntityMention]) -> dict[str, str]:
    """The entity type of every name a turn's edges may use, as far as the turn tells."""
    types = {normalise_name(n.name): n.type for n in names}
    types[SPEAKER] = "Person" if turn.speaker else "User"
    types[AGENT] = "Person" if turn.addressee else "Agent"
    return types


def _declared_edges(
    ontology: Ontology, edges: list[EdgeCandidate], types: dict[str, str]
) -> tuple[list[EdgeCandidate], list[Skipped]]:
    """The edges the ontology admits, under their declared names; the others are skipped with the
    rule they break (their facts are kept). Checked before the transaction opens; a name that is
    not even a relation name (:class:`InvalidIdentifierError`) rejects the turn. Domain and range
    are checked here only against types the turn cannot revise: a name the store already knows
    keeps its own type ("Umbrella Labs" stays an Org whatever NER guessed), so the writer checks
    those again once entities are resolved (:meth:`StatementWriter.edges`)."""
    kept: list[EdgeCandidate] = []
    refused: list[Skipped] = []
    for edge in edges:
        source, target = _type_of(types, edge.source_name), _type_of(types, edge.target_name)
        try:
            relation = ontology.relation(edge.relation)
            if source in _FIXED and target in _FIXED:
                relation = ontology.check_edge(edge.relation, source, target)
        except OntologyError as exc:
            refused.append(Skipped(f"{edge.source_name} {edge.relation} {edge.target_name}", exc.message))
            continue
        kept.append(replace(edge, relation=relation.name))
    return kept, refused


def _kept(extraction: Extraction) -> list[FactCandidate]:
    """The facts confident enough to store, their fields as stored keys ("work at" → "work_at")."""
    return [
        replace(f, field=field_key(f.field)) if field_key(f.field) != f.field else f
        for f in extraction.facts
        if f.confidence >= MIN_CONFIDENCE
    ]


def _encoded(facts: list[FactCandidate], names: list[EntityMention]) -> list[str]:
    """What a turn encodes besides its own text, in this order: its kept facts, then its names."""
    return [*(fact_text(f) for f in facts), *(n.name for n in names)]


def _texts_ahead(extraction: Extraction) -> list[str]:
    try:
        facts = _kept(extraction)
        return _encoded(facts, _mentioned(extraction, facts))
    except InvalidIdentifierError:
        return []  # its remember() rejects the turn and says why; nothing to prepare


def fact_text(fact: FactCandidate) -> str:
    """What a fact's embedding encodes: its subject (when not the speaker), field and value."""
    subject = None if fact.entity_name in (SPEAKER, AGENT) else fact.entity_name
    return fact_embedding_text(subject, fact.field, fact.value)


def _mentioned(extraction: Extraction, facts: list[FactCandidate]) -> list[EntityMention]:
    """Every entity the turn names (and the kept facts refer to), once each, checked."""
    seen: dict[str, EntityMention] = {}
    for entity in extraction.entities:
        relation = relation_type(entity.relation_to_speaker) if entity.relation_to_speaker else None
        checked = replace(entity, type=entity_label(entity.type), relation_to_speaker=relation)
        seen.setdefault(normalise_name(entity.name), checked)
    referenced = [f.entity_name for f in facts] + [
        name for edge in extraction.edges for name in (edge.source_name, edge.target_name)
    ]
    referenced += [f.value_entity for f in facts if f.value_entity is not None]
    for name in referenced:
        if not is_reference(name):
            seen.setdefault(normalise_name(name), EntityMention(name, "Concept"))
    return list(seen.values())


class _Writer:
    """One turn's statements in a write transaction: a fixed number whatever the turn's size."""

    def __init__(
        self,
        tx: Tx,
        plan: Plan,
        resolver: EntityResolver,
        new_uid: Callable[[], str],
        speakers: KnownSpeakers,
        ontology: Ontology,
    ) -> None:
        self._tx = tx
        self._speakers = speakers
        self._plan = plan
        self._resolver = resolver
        self._new_uid = new_uid
        self._ontology = ontology
        self._user_id = plan.turn.user_id
        self._now = datetime.now(UTC)
        self._turn_time = plan.turn.valid_from  # read once: without a time given, each read is "now"
        self._episode_uid = new_uid()
        self._speaker: Resolution | None = None
        self._uids: dict[str, str] = {}  # mention key → entity uid
        self._types: dict[str, str] = {}  # entity uid → its type (a known entity keeps its own)

    async def write(self) -> RememberResult:
        rows = await self._run("remember/create_episode", **self._episode_params())
        if not rows[0]["created"]:
            return RememberResult.from_json(rows[0]["result"])
        resolutions = self._held_apart(await self._resolve())
        entities = await self._merge_entities(resolutions)
        await self._propose_same_as(resolutions)
        speaker_uid = self._speaker_uid()
        statements = StatementWriter(
            self._run,
            turn_time=self._turn_time,
            episode_uid=self._episode_uid,
            ontology=self._ontology,
            new_uid=self._new_uid,
            entity_uid=lambda name: self._entity_uid(name, speaker_uid),
            entity_types=self._types,
        )
        facts = await statements.facts([PlannedFact(*item) for item in self._plan.facts])
        edges = await statements.edges(self._plan.edges)
        skipped = [SkipOutcome(s.text, s.reason) for s in self._plan.skipped] + statements.refused
        result = RememberResult(self._episode_uid, False, entities, facts, edges, skipped)
        await self._run("remember/finish_episode", speaker_uid=speaker_uid, result=result.to_json())
        return result

    def _held_apart(self, resolutions: list[Resolution]) -> list[Resolution]:
        """The resolutions of entities; a relative who could be several known ones ("my sister")
        becomes none, and what the turn says of them is restated (``hippograph.ingestion.unresolved``)."""
        ambiguous = [r for r in resolutions if r.ambiguous]
        if ambiguous:
            plan = self._plan
            plan.facts, plan.edges, skipped = held_apart(ambiguous, plan.facts, plan.edges)
            plan.skipped = [*plan.skipped, *skipped]
        return [r for r in resolutions if not r.ambiguous]

    async def _run(self, name: str, **params: Any) -> list[dict[str, Any]]:
        return await self._tx.run(
            name, user_id=self._user_id, episode_uid=self._episode_uid, now=self._now, **params
        )

    def _episode_params(self) -> dict[str, Any]:
        turn = self._plan.turn
        return {
            "uid": self._episode_uid,
            "content_hash": self._plan.content_hash,
            "session_id": turn.session_id,
            "external_id": turn.external_id,
            "speaker": turn.speaker,
            "content": turn.content,
            "occurred_at": self._turn_time,
            "turn_key": turn_key(self._turn_time, self._now, self._episode_uid),
            "embedding": self._plan.episode_vector,
        }

    async def _resolve(self) -> list[Resolution]:
        """The turn's mentions, then its speaker, resolved: the speaker first, because a mention
        like "my brother" resolves through the speaker's relations."""
        speaker_uid = self._plan.refs.user_uid
        if self._plan.speaker is not None:
            self._speaker = await self._resolve_speaker(self._plan.speaker)
            speaker_uid = self._speaker.uid or ""
        resolved = await self._resolver.resolve(self._user_id, speaker_uid, self._plan.mentions, tx=self._tx)
        return [*resolved.values(), *([self._speaker] if self._speaker else [])]

    async def _resolve_speaker(self, speaker: Mention) -> Resolution:
        # A bulk import names the same speaker turn after turn: once a turn of this transaction
        # has written them, the next ones resolve them as a read would (exact name, or the alias
        # a fuzzy or vector match taught) without asking Neo4j again.
        known = self._speakers.get((self._user_id, speaker.key))
        if known is not None:
            uid, name, first = known
            return Resolution(speaker, uid, "exact" if first in ("new", "exact") else "alias", name)
        found = await self._resolver.resolve(self._user_id, self._plan.refs.user_uid, [speaker], tx=self._tx)
        return found[speaker.key]

    async def _merge_entities(self, resolutions: list[Resolution]) -> list[EntityOutcome]:
        rows = [_entity_row(r, self._new_uid()) for r in resolutions]
        if not rows:
            return []
        merged = await self._run("remember/merge_entities", entities=rows)
        self._uids = {row["key"]: row["uid"] for row in merged}
        types = {row["key"]: row["type"] for row in merged}  # a known name keeps its type
        self._types = {
            self._plan.refs.user_uid: "User",
            self._plan.refs.agent_uid: "Agent",
            **{row["uid"]: row["type"] for row in merged},
        }
        # A concurrent turn may have created the entity after this one resolved it as new: then
        # it was matched on the normalised name, and the caller is told so.
        matched = {row["key"]: row["name"] for row in merged if not row["created"]}
        resolutions = [
            replace(r, method="exact", matched_name=matched[r.mention.key])
            if r.method == "new" and r.mention.key in matched
            else r
            for r in resolutions
        ]
        if self._speaker is not None:
            key = self._speaker.mention.key
            name = next(row["name"] for row in merged if row["key"] == key)
            self._speakers[(self._user_id, key)] = (self._uids[key], name, self._speaker.method)
        return [
            EntityOutcome(
                r.mention.name, self._uids[r.mention.key], types[r.mention.key], r.method, r.matched_name
            )
            for r in resolutions
        ]

    async def _propose_same_as(self, resolutions: list[Resolution]) -> None:
        """A new entity that may be a known one is linked to it for review, never merged."""
        pairs = [
            {
                "uid": self._new_uid(),
                "entity_uid": self._uids[r.mention.key],
                "candidate_uid": same.uid,
                "method": same.method,
                "score": same.score,
            }
            for r in resolutions
            for same in r.same_as
        ]
        if pairs:
            await self._run("remember/propose_same_as", pairs=pairs)

    def _speaker_uid(self) -> str:
        speaker = self._speaker
        return self._uids[speaker.mention.key] if speaker else self._plan.refs.user_uid

    def _entity_uid(self, name: str, speaker_uid: str) -> str | None:
        if name == SPEAKER:
            return speaker_uid
        if name == AGENT:
            return self._plan.refs.agent_uid
        return self._uids.get(normalise_name(name))


def _entity_row(resolution: Resolution, new_uid: str) -> dict[str, Any]:
    mention = resolution.mention
    return {
        "key": mention.key,
        "uid": resolution.uid,
        "new_uid": new_uid,
        "type": mention.type,
        "norm": mention.key,
        "name_norm": normalise_name(resolution.name) if resolution.name else mention.key,
        "name": resolution.name or mention.name,
        "embedding": mention.vector,
        "alias": resolution.learned_alias,
        "renames": resolution.renames,
        "method": resolution.method,
        "score": resolution.score,
        "domain_id": mention.domain_id,
        "gender": mention.known_gender,
        "descriptor": _introducing_noun(mention),
    }


def _introducing_noun(mention: Mention) -> str | None:
    """The noun that introduced a named thing ("a bakery called Crumbs"), which a later "the
    bakery" takes up (``hippograph.ingestion.definite``); None for a thing named by it alone."""
    noun = mention.descriptor
    return noun if noun and normalise_name(noun) != mention.key else None
