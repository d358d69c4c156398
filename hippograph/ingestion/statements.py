"""A turn's facts and edges, written inside its transaction: what is still true, what ended, when.

Facts are reconciled against the active ones (:mod:`hippograph.ingestion.facts`); a statement's
own time ("last month") is resolved against the turn's (:mod:`hippograph.ingestion.when`).
Edges carry validity like facts: each starts at its statement's time, and stops being valid when

- the fact it states is superseded or ended ("city" → LIVES_IN, "employer" → WORKS_AT),
- a new edge of a single-cardinality relation leaves the same source ("I moved to Lisbon" closes
  LIVES_IN Porto), or
- the turn says so ("I no longer work at Initech").

A closed edge keeps ``valid_to`` and ``closed_by`` (the fact, edge or episode that ended it), so
history and ``asOf`` still see it and rejecting the superseding fact can reopen it.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from hippograph.errors import OntologyError
from hippograph.ingestion.embedder import Vector
from hippograph.ingestion.extract.conform import active_relation
from hippograph.ingestion.extraction import AGENT, PRONOUN_PREFIX, SPEAKER, EdgeCandidate, FactCandidate
from hippograph.ingestion.facts import (
    ActiveFact,
    Ending,
    FactKey,
    NewFact,
    Reconciled,
    Slot,
    reconcile,
)
from hippograph.ingestion.result import EdgeOutcome, FactAction, FactOutcome, SkipOutcome
from hippograph.ingestion.when import resolve_when
from hippograph.ontology import Ontology, Relation
from hippograph.text import normalise_name

# Memory sectors (sectorized-memory.md) by domain; agent facts are procedural, the rest semantic.
SECTOR_BY_DOMAIN = {13: "episodic", 3: "affective", 12: "procedural"}

Run = Callable[..., Awaitable[list[dict[str, Any]]]]


@dataclass(frozen=True)
class PlannedFact:
    fact: FactCandidate
    domain_id: int
    vector: Vector


class StatementWriter:
    """Facts, then the edges they close, then the turn's edges: a fixed number of statements."""

    def __init__(
        self,
        run: Run,
        *,
        turn_time: datetime,
        episode_uid: str,
        ontology: Ontology,
        new_uid: Callable[[], str],
        entity_uid: Callable[[str], str | None],
        entity_types: dict[str, str] | None = None,
    ) -> None:
        self._run = run
        self._turn_time = turn_time
        self._episode_uid = episode_uid
        self._ontology = ontology
        self._new_uid = new_uid
        self._entity_uid = entity_uid  # a name as the extractor wrote it → its entity, if known
        self._entity_types = entity_types or {}  # uid → type, as resolution left it
        self._closures: dict[tuple[str, str, str], dict[str, Any]] = {}
        self.refused: list[SkipOutcome] = []  # edges the resolved entity types do not admit

    def at(self, when: str | None) -> datetime:
        """The time a statement gives ("last month"), or the turn's own."""
        return resolve_when(when, self._turn_time) or self._turn_time

    # --- facts -------------------------------------------------------------------------------

    async def facts(self, planned: list[PlannedFact]) -> list[FactOutcome]:
        if not planned:
            return []
        by_uid: dict[str, PlannedFact] = {}
        candidates: list[NewFact] = []
        for item in planned:
            fact = item.fact
            entity_uid = self._entity_uid(fact.entity_name)
            if entity_uid is None:  # "she" with nobody she could be in the session
                self.refused.append(SkipOutcome(f"{fact.field}={fact.value}", _unresolved(fact.entity_name)))
                continue
            uid = self._new_uid()
            by_uid[uid] = item
            at = self.at(fact.when)
            ended = fact.status == "ended"
            candidates.append(
                NewFact(
                    uid,
                    FactKey(entity_uid, item.domain_id, fact.field),
                    fact.value,
                    fact.confidence,
                    valid_from=None if ended else at,
                    ended=ended,
                    valid_to=at if ended else None,
                    value_uid=self._value_uid(fact.value_entity or fact.value),
                )
            )
        active = await self._active({c.key.slot for c in candidates})
        plan = reconcile(candidates, active, self._ontology.is_multi_valued)
        outcomes = await self._reinforce(plan)
        outcomes += await self._end(plan, active)
        outcomes += await self._create(plan, by_uid, active)
        return outcomes

    async def _active(self, slots: set[Slot]) -> dict[Slot, list[ActiveFact]]:
        rows = await self._run(
            "remember/active_facts", slots=[{"entity_uid": e, "field": f} for e, f in sorted(slots)]
        )
        active: dict[Slot, list[ActiveFact]] = {}
        for row in rows:
            active.setdefault((row["entity_uid"], row["field"]), []).append(
                ActiveFact(
                    row["uid"], row["value"], row["confidence"], row["valid_from"], row.get("value_uid")
                )
            )
        return active

    async def _reinforce(self, plan: Reconciled) -> list[FactOutcome]:
        if not plan.reinforcements:
            return []
        await self._run(
            "remember/reinforce_facts",
            facts=[{"uid": r.uid, "confidence": r.confidence} for r in plan.reinforcements],
        )
        return [
            FactOutcome(r.uid, *_key_parts(r.key), r.value, r.confidence, "reinforced")
            for r in plan.reinforcements
        ]

    async def _end(self, plan: Reconciled, active: dict[Slot, list[ActiveFact]]) -> list[FactOutcome]:
        if not plan.endings:
            return []
        rows = [{"uid": e.uid, "valid_to": e.valid_to or self._turn_time, "by": e.by} for e in plan.endings]
        await self._run("remember/end_facts", facts=rows)
        confidence = {f.uid: f.confidence for known in active.values() for f in known}
        for ending in plan.endings:
            self._close_implied(ending.key, ending.value, ending.valid_to, ending.by or ending.uid)
        return [_ended_outcome(e, confidence.get(e.uid, 0.0)) for e in plan.endings]

    async def _create(
        self, plan: Reconciled, by_uid: dict[str, PlannedFact], active: dict[Slot, list[ActiveFact]]
    ) -> list[FactOutcome]:
        if not plan.creates:
            return []
        values = {f.uid: f for known in active.values() for f in known}
        for new in plan.creates:
            old = values.get(new.supersedes or "")
            if old is not None:
                self._close_implied(new.key, old.value, new.valid_from, new.uid)
            if new.ended:  # history: the edge it implies is over too, recorded if never known
                self._close_implied(new.key, new.value, new.valid_to, new.uid, history=True)
        rows = [self._fact_row(new, by_uid[new.uid]) for new in plan.creates]
        await self._run("remember/create_facts", facts=rows)
        return [_created_outcome(new) for new in plan.creates]

    def _fact_row(self, new: NewFact, planned: PlannedFact) -> dict[str, Any]:
        fact = planned.fact
        value_name = fact.value_entity or fact.value
        return {
            "uid": new.uid,
            "entity_uid": new.key.entity_uid,
            "domain_id": new.key.domain_id,
            "field": new.key.field,
            "value": new.value,
            "confidence": new.confidence,
            "target": fact.target,
            "sector": _sector(fact, new.key.domain_id),
            "source": "extraction",
            "metadata": json.dumps(_metadata(fact), sort_keys=True),
            "valid_from": new.valid_from if not new.ended else new.valid_to,
            "valid_to": new.valid_to if new.ended else None,
            "active": not new.ended,
            "value_uid": self._value_uid(value_name),
            "embedding": planned.vector,
            "supersedes": new.supersedes,
        }

    def _value_uid(self, name: str) -> str | None:
        if name in (SPEAKER, AGENT) or name.startswith("@"):
            return None
        try:
            return self._entity_uid(name)
        except KeyError:
            return None

    def _close_implied(
        self, key: FactKey, value: str, at: datetime | None, closed_by: str, *, history: bool = False
    ) -> None:
        declared = self._ontology.relation_for_field(key.field)
        if declared is None:
            return
        relation = declared.name
        target_uid = self._value_uid(value)
        self._close(key.entity_uid, relation, target_uid, normalise_name(value), at, closed_by, history)

    def _close(
        self,
        source_uid: str,
        relation: str,
        target_uid: str | None,
        target_norm: str | None,
        at: datetime | None,
        closed_by: str,
        history: bool,
    ) -> None:
        ident = (source_uid, relation, target_uid or f"~{target_norm}")
        known = self._closures.get(ident)
        if known is not None:
            known["history"] = known["history"] or history
            return
        self._closures[ident] = {
            "key": len(self._closures),
            "uid": self._new_uid(),
            "source_uid": source_uid,
            "type": relation,
            "target_uid": target_uid,
            "target_norm": target_norm,
            "valid_to": at or self._turn_time,
            "closed_by": closed_by,
            "history": history,
        }

    # --- edges -------------------------------------------------------------------------------

    async def edges(self, candidates: list[EdgeCandidate]) -> list[EdgeOutcome]:
        current: list[dict[str, Any]] = []
        for edge in candidates:
            source = self._entity_uid(edge.source_name)
            target = self._entity_uid(edge.target_name)
            if source is None or target is None:
                missing = edge.source_name if source is None else edge.target_name
                self.refused.append(
                    SkipOutcome(
                        f"{edge.source_name} {edge.relation} {edge.target_name}", _unresolved(missing)
                    )
                )
                continue
            if source == target:
                continue
            admitted = self._admitted(edge, source, target)
            if admitted is None:
                continue
            edge = admitted
            at = self.at(edge.when)
            if edge.status == "ended":
                self._close(source, edge.relation, target, None, at, self._episode_uid, True)
                continue
            current.append(
                {
                    "key": len(current),
                    "uid": self._new_uid(),
                    "type": edge.relation,
                    "source_uid": source,
                    "target_uid": target,
                    "valid_from": at,
                    "confidence": edge.confidence,
                    "predicate": edge.predicate,
                    "single": not self._ontology.edge_is_multi_valued(edge.relation),
                }
            )
        # Closures first: an edge a superseded fact implied is closed by that fact (which a
        # review can reject), not by the new edge that would close it anyway.
        outcomes = await self._close_all()
        return outcomes + await self._merge(current)

    def _admitted(self, edge: EdgeCandidate, source: str, target: str) -> EdgeCandidate | None:
        """The turn's edges were checked against the types the text suggested; a known name kept
        its own type ("Umbrella Labs" stays an Org, "Skye" a pet), so the check is made again on
        those -- and an edge they refuse has its predicate mapped again with them ("Skye is trained
        by Lena": not MENTORS, which takes people, but CARES_FOR, which takes animals)."""
        source_type, target_type = self._entity_types.get(source), self._entity_types.get(target)
        if source_type is None or target_type is None:
            return edge
        try:
            self._ontology.check_edge(edge.relation, source_type, target_type)
        except OntologyError as exc:
            remapped = self._remapped(edge, source_type, target_type)
            if remapped is not None:
                return replace(edge, relation=remapped.name)
            tie = self._ontology.open_relation()
            if edge.predicate and tie is not None and tie.allows(source_type, target_type):
                # The stored types refuse what the predicate seemed to mean; the statement still
                # names the entity, and the open tie keeps the link (its predicate on it).
                return replace(edge, relation=tie.name)
            self.refused.append(
                SkipOutcome(f"{edge.source_name} {edge.relation} {edge.target_name}", exc.message)
            )
            return None
        return edge

    def _remapped(self, edge: EdgeCandidate, source_type: str, target_type: str) -> Relation | None:
        if not edge.predicate:
            return None
        found = self._ontology.relation_for_predicate(edge.predicate, source_type, target_type)
        found = found or active_relation(edge.predicate, source_type, target_type)
        return found if found is not None and found.allows(source_type, target_type) else None

    async def _close_all(self) -> list[EdgeOutcome]:
        rows = list(self._closures.values())
        self._closures = {}
        if not rows:
            return []
        result = await self._run("remember/close_edges", edges=rows)
        outcomes: list[EdgeOutcome] = []
        for item in result:
            row = rows[item["key"]]
            for closed in item["closed"]:
                outcomes.append(
                    EdgeOutcome(
                        closed["uid"],
                        row["source_uid"],
                        row["type"],
                        closed["target_uid"],
                        closed["strength"] or 1.0,
                        "closed",
                    )
                )
            if item["recorded"]:
                outcomes.append(
                    EdgeOutcome(row["uid"], row["source_uid"], row["type"], row["target_uid"], 1.0, "history")
                )
        return outcomes

    async def _merge(self, rows: list[dict[str, Any]]) -> list[EdgeOutcome]:
        if not rows:
            return []
        merged = await self._run("remember/merge_edges", edges=rows)
        return [
            EdgeOutcome(
                m["uid"],
                rows[m["key"]]["source_uid"],
                rows[m["key"]]["type"],
                rows[m["key"]]["target_uid"],
                m["strength"],
                "created" if m["created"] else "strengthened",
            )
            for m in merged
        ]


def _unresolved(name: str) -> str:
    return f"no antecedent for {name.removeprefix(PRONOUN_PREFIX)!r} in the session"


def _metadata(fact: FactCandidate) -> dict[str, str]:
    metadata = dict(fact.metadata)
    if fact.when:
        metadata.setdefault("when", fact.when)
    if fact.correction:
        metadata.setdefault("correction", "true")
    return metadata


def _key_parts(key: FactKey) -> tuple[str, int, str]:
    return key.entity_uid, key.domain_id, key.field


def _sector(fact: FactCandidate, domain_id: int) -> str:
    return "procedural" if fact.target == "agent" else SECTOR_BY_DOMAIN.get(domain_id, "semantic")


def _created_outcome(new: NewFact) -> FactOutcome:
    action: FactAction = "history" if new.ended else "superseded" if new.supersedes else "created"
    return FactOutcome(new.uid, *_key_parts(new.key), new.value, new.confidence, action, new.supersedes)


def _ended_outcome(ending: Ending, confidence: float) -> FactOutcome:
    return FactOutcome(ending.uid, *_key_parts(ending.key), ending.value, confidence, "ended")
