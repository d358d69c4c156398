"""Who a turn's statements are about, across turns: pronoun references and the person spoken to.

The extractor resolves "he"/"she"/"they" inside one message; what it cannot resolve there it
leaves as a pronoun reference (:func:`~hippograph.ingestion.extraction.pronoun_ref`). Here, before
the write, each reference becomes the most recent compatible entity of the same session: "she" a
Person not known to be male, "he" one not known to be female, "they" an organisation. The session's
recent entities come from the graph (``remember/recent_entities``: the entities the latest
episodes mention) the first time a session is seen, then from the turns planned since (a bulk
import plans a batch of turns before writing any). A reference with no antecedent is dropped,
with a reason, never guessed. In a turn addressed to a person (``Turn.addressee``: an imported
conversation between two people) "you" is that person, and instructions meant for an assistant
are dropped.

>>> subjects = SessionSubjects(db)                                 # doctest: +SKIP
>>> extraction = await subjects.resolve(turn, extraction)          # doctest: +SKIP
"""

from __future__ import annotations

import json
from collections import OrderedDict
from dataclasses import dataclass, replace
from typing import Any

from hippograph.graph.driver import Database
from hippograph.ingestion.extraction import (
    AGENT,
    PRONOUN_PREFIX,
    SPEAKER,
    EdgeCandidate,
    EntityMention,
    Extraction,
    FactCandidate,
    Skipped,
)
from hippograph.ingestion.turn import Turn
from hippograph.text import normalise_name

RECENT_EPISODES = 6  # how far back a pronoun may reach in a session
RECENT_PER_SESSION = 24
SESSIONS_KEPT = 256
ASSISTANT_ONLY = frozenset({"TRUSTS", "SERVES"})


@dataclass(frozen=True)
class Recent:
    name: str
    type: str
    gender: str | None = None


class SessionSubjects:
    """The recent entities of each session, and the resolution of a turn's references."""

    def __init__(self, db: Database) -> None:
        self._db = db
        self._sessions: OrderedDict[tuple[str, str], list[Recent]] = OrderedDict()

    async def resolve(self, turn: Turn, extraction: Extraction) -> Extraction:
        recent = await self._recent(turn)
        resolved = resolve_turn(extraction, recent, turn)
        if turn.session_id is not None:
            self._note(turn, resolved)
        return resolved

    async def _recent(self, turn: Turn) -> list[Recent]:
        if turn.session_id is None:
            return []
        key = (turn.user_id, turn.session_id)
        if key not in self._sessions:
            rows = await self._db.read(
                "remember/recent_entities",
                user_id=turn.user_id,
                session_id=turn.session_id,
                episodes=RECENT_EPISODES,
            )
            self._sessions[key] = [_recent_row(row) for row in rows][:RECENT_PER_SESSION]
            while len(self._sessions) > SESSIONS_KEPT:
                self._sessions.popitem(last=False)
        self._sessions.move_to_end(key)
        return self._sessions[key]

    def _note(self, turn: Turn, extraction: Extraction) -> None:
        key = (turn.user_id, turn.session_id or "")
        fresh = [Recent(e.name, e.type, e.gender) for e in reversed(extraction.entities)]
        names = {normalise_name(r.name) for r in fresh}
        known = [r for r in self._sessions.get(key, []) if normalise_name(r.name) not in names]
        self._sessions[key] = (fresh + known)[:RECENT_PER_SESSION]


def _recent_row(row: dict[str, Any]) -> Recent:
    gender = None
    try:
        metadata = json.loads(row.get("metadata") or "{}")
    except (TypeError, ValueError):
        metadata = {}
    if isinstance(metadata, dict) and metadata.get("gender") in ("female", "male"):
        gender = metadata["gender"]
    return Recent(str(row["name"]), str(row["type"]), gender)


def antecedent(pronoun: str, recent: list[Recent], exclude: set[str]) -> Recent | None:
    """The most recent entity a pronoun can stand for, or None."""
    for candidate in recent:
        if normalise_name(candidate.name) in exclude:
            continue
        if pronoun == "it":  # a thing: an organisation, a place, a work, a pet ...
            if candidate.type not in {"Person", "User", "Agent", "Goal"}:
                return candidate
            continue
        if pronoun == "they":  # a group, or one person who goes by "they"
            if candidate.type in {"Org", "Person"}:
                return candidate
            continue
        if candidate.type != "Person":
            continue
        wanted = {"she": "female", "he": "male"}.get(pronoun)
        if wanted is not None and candidate.gender not in (None, wanted):
            continue
        return candidate
    return None


def resolve_turn(extraction: Extraction, recent: list[Recent], turn: Turn) -> Extraction:
    """The extraction with its references mapped: pronouns to the session's recent entities, the
    agent to the turn's addressee when it has one. Pure: the caller supplies ``recent``."""
    exclude = {normalise_name(n) for n in (turn.speaker, turn.addressee) if n}
    names: dict[str, str | None] = {}
    added: list[EntityMention] = []

    def name_for(name: str) -> str | None:
        if name == AGENT and turn.addressee:
            return turn.addressee
        if not name.startswith(PRONOUN_PREFIX):
            return name
        if name not in names:
            found = antecedent(name.removeprefix(PRONOUN_PREFIX), recent, exclude)
            names[name] = found.name if found else None
            if found is not None:
                added.append(EntityMention(found.name, found.type, gender=found.gender))  # type: ignore[arg-type]
        return names[name]

    facts: list[FactCandidate] = []
    skipped = list(extraction.skipped)
    for fact in extraction.facts:
        if turn.addressee and fact.target == "agent":
            skipped.append(Skipped(f"{fact.field}={fact.value}", "addressed to a person, not the assistant"))
            continue
        owner = name_for(fact.entity_name)
        # A reference not found among the turns planned here stays a reference: the write resolves
        # it against the session as stored (ingestion/pronouns.py), or skips it with the reason.
        facts.append(fact if owner is None else replace(fact, entity_name=owner))
    edges: list[EdgeCandidate] = []
    for edge in extraction.edges:
        if turn.addressee and edge.relation in ASSISTANT_ONLY:
            continue
        source, target = name_for(edge.source_name), name_for(edge.target_name)
        if source is None or target is None or source == target:
            continue
        edges.append(replace(edge, source_name=source, target_name=target))
    entities = list(extraction.entities)
    if turn.addressee and (
        any(f.entity_name == turn.addressee for f in facts)
        or any(turn.addressee in (e.source_name, e.target_name) for e in edges)
    ):
        added.append(EntityMention(turn.addressee, "Person"))
    seen = {normalise_name(e.name) for e in entities}
    for mention in added:
        if normalise_name(mention.name) not in seen:
            seen.add(normalise_name(mention.name))
            entities.append(mention)
    return Extraction(facts=facts, entities=entities, edges=edges, skipped=skipped)


__all__ = ["SPEAKER", "Recent", "SessionSubjects", "antecedent", "resolve_turn"]
