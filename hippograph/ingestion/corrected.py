"""Elliptic corrections completed from the store: "It's Lisbon, not Porto." after "I moved to
Porto last year".

The extractor reads such a sentence as a statement about :data:`~hippograph.ingestion.extraction.
CORRECTED` (the right value, the wrong one in its metadata): the sentence has no predicate of its
own. Here, as the turn is planned, the statement takes the subject and field of the fact whose
value is the wrong one -- among the facts planned earlier in the same batch, then the user's
active facts in the store (``remember/facts_with_value``, the session's first, the latest first)
-- and becomes a correction of it, the wrong value ended beside it (a field with several values,
"allergy", ends it only so). A self-repair that names only the right value ("Sorry, I meant
Lisbon.") replaces the latest value of the same kind (a number, or a name of the same entity type)
of the session -- planned in the batch, then stored (``remember/latest_session_facts``), or, for
a name NER gave no type, the only named value of the latest stored turn. When no
fact holds the wrong value nothing is stored, with a reason: a correction never overwrites
something unrelated.

>>> completed = await complete(db, turn, extraction, planned=[])  # doctest: +SKIP
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from hippograph.graph.driver import Database
from hippograph.ingestion.extraction import (
    AGENT,
    CORRECTED,
    NUMBER_KIND,
    SPEAKER,
    EdgeCandidate,
    EntityMention,
    Extraction,
    FactCandidate,
    Skipped,
    Status,
)
from hippograph.ingestion.turn import Turn
from hippograph.text import normalise_name

ARTICLES = ("a ", "an ", "the ")
RECENT_EPISODES = 3  # how far back in a session a self-repair naming no wrong value reaches
NUMERIC = re.compile(r"\d+(?:[.,]\d+)?")


@dataclass(frozen=True)
class Held:
    """A fact that holds a value: who it is about, its field and the value as stored."""

    entity: str  # SPEAKER, AGENT or an entity name
    entity_type: str | None
    field: str
    value: str
    domain_id: int | None
    target: str
    value_type: str | None  # the type of the entity the value names, if it names one
    turn: int = 0  # which turn of its batch planned it (stored facts: 0)
    # the open edges (type, predicate) from the subject to the value's entity ("I drive a Golf":
    # OWNS, "drive"): what the statement tied, closed with the wrong value, given to the right one
    ties: tuple[tuple[str, str | None], ...] = ()


def has_corrections(extraction: Extraction) -> bool:
    return any(f.entity_name == CORRECTED for f in extraction.facts)


def forms(value: str) -> list[str]:
    """The lower-case forms a stored value may have: as said, and with or without an article."""
    base = value.casefold().strip()
    for article in ARTICLES:
        base = base.removeprefix(article)
    return [base, *(article + base for article in ARTICLES)]


async def complete(db: Database, turn: Turn, extraction: Extraction, planned: list[Held]) -> Extraction:
    """``extraction`` with each elliptic correction made a correction of the fact it names as
    wrong (or dropped, with a reason, when there is none)."""
    facts: list[FactCandidate] = []
    edges = list(extraction.edges)
    entities = list(extraction.entities)
    skipped = list(extraction.skipped)
    for fact in extraction.facts:
        if fact.entity_name != CORRECTED:
            facts.append(fact)
            continue
        wrong = fact.metadata.get("wrong", "")
        if wrong:
            held = _planned_holder(wrong, planned) or await _stored_holder(db, turn, wrong)
        else:  # "Sorry, I meant Lisbon.": the session's latest value of the same kind
            held = await _repaired(db, turn, fact.metadata.get("kind", ""), planned)
        if held is None:
            said = f"{fact.value}, not {wrong}" if wrong else fact.value
            skipped.append(Skipped(said, "correction of a value never stored"))
            continue
        facts += _corrections(fact, held)
        edges += _retied(fact, held)
        if held.entity not in (SPEAKER, AGENT) and held.entity_type:
            entities.append(EntityMention(held.entity, held.entity_type))
        if held.value_type is not None:
            entities.append(EntityMention(fact.value, held.value_type))
    return replace(extraction, facts=facts, edges=edges, entities=entities, skipped=skipped)


def _corrections(fact: FactCandidate, held: Held) -> list[FactCandidate]:
    """The right value as a correction of the held fact, and the wrong value ended."""
    named = held.value_type is not None
    right = FactCandidate(
        "agent" if held.target == "agent" else "user",
        held.domain_id,
        held.field,
        fact.value,
        fact.confidence,
        held.entity,
        value_entity=fact.value if named else None,
        correction=True,
    )
    ended = replace(right, value=held.value, value_entity=held.value if named else None, status="ended")
    return [right, ended]


def _retied(fact: FactCandidate, held: Held) -> list[EdgeCandidate]:
    """The edges the wrong value's statement tied, ended, and the same ties to the right value
    ("I drive a Golf." "It's a Polo, not a Golf.": OWNS Golf ends, OWNS Polo begins), so the
    right value is tied as the wrong one was, not by the field's generic tie."""
    if held.value_type is None:
        return []
    edges: list[EdgeCandidate] = []
    for relation, predicate in held.ties:
        said: tuple[tuple[str, Status], ...] = ((fact.value, "current"), (held.value, "ended"))
        for value, status in said:
            edges.append(
                EdgeCandidate(
                    held.entity, value, relation, status, confidence=fact.confidence, predicate=predicate
                )
            )
    return edges


def _planned_holder(wrong: str, planned: list[Held]) -> Held | None:
    wanted = set(forms(wrong))
    return next((h for h in reversed(planned) if h.value.casefold() in wanted), None)


def _of_kind(held: Held, kind: str) -> bool:
    """Whether a held value is of ``kind``: a number, or a name of that entity type."""
    if kind == NUMBER_KIND:
        return bool(NUMERIC.fullmatch(held.value.strip()))
    return bool(kind) and held.value_type == kind


def _latest_of_kind(kind: str, planned: list[Held]) -> Held | None:
    return next((h for h in reversed(planned) if _of_kind(h, kind)), None)


async def _repaired(db: Database, turn: Turn, kind: str, planned: list[Held]) -> Held | None:
    """What a self-repair naming only the right value replaces: the session's latest value of the
    same kind (planned in the batch, then stored), else the one name the latest turn gave."""
    held = _latest_of_kind(kind, planned)
    if held is not None:
        return held
    stored = await _stored_session_facts(db, turn) if kind or not planned else []
    held = next((h for h in stored if _of_kind(h, kind)), None)
    if held is not None:
        return held
    if planned:  # the latest turn is one of the batch, not yet stored
        return _sole_name([h for h in planned if h.turn == planned[-1].turn], kind)
    return _sole_name([h for h in stored if h.turn == stored[0].turn] if stored else [], kind)


def _sole_name(latest: list[Held], kind: str) -> Held | None:
    """The one name the latest turn gave as a value, if it gave exactly one ("I meant Malaga",
    "I meant a Honda Civic" after "I drive a Toyota Corolla"): a name of a type (a typed entity,
    or capitalised words the turn gave no type) other than the right value's ("I work at
    Siemens." "Sorry, I meant Lisbon.") never is."""
    named = [h for h in latest if h.value_type is not None or _capitalised(h.value)]
    if len(named) != 1:
        return None
    found = named[0]
    return found if not kind or found.value_type in (None, *_SAME_THING.get(kind, (kind,))) else None


# Types NER gives one thing under either: a brand is an organisation's name and the product's
# ("the Honda" after "a Toyota Corolla"). Only the latest turn's one name is matched so loosely.
_SAME_THING: dict[str, tuple[str, ...]] = {"Org": ("Org", "Product"), "Product": ("Product", "Org")}


def _capitalised(value: str) -> bool:
    """ "Toyota Corolla": a name the turn stored without the type of an entity."""
    words = value.split()
    return bool(words) and all(w[:1].isupper() or w[:1].isdigit() for w in words)


async def _stored_session_facts(db: Database, turn: Turn) -> list[Held]:
    """The session's active facts, the latest turn first, each with its turn's rank (0 the latest)."""
    rows: list[dict[str, Any]] = await db.read(
        "remember/latest_session_facts",
        user_id=turn.user_id,
        session_id=turn.session_id,
        episodes=RECENT_EPISODES,
    )
    keys = list(dict.fromkeys(r["turn_key"] for r in rows))
    return [replace(_held(r), turn=-keys.index(r["turn_key"])) for r in rows]


async def _stored_holder(db: Database, turn: Turn, wrong: str) -> Held | None:
    rows: list[dict[str, Any]] = await db.read(
        "remember/facts_with_value",
        user_id=turn.user_id,
        session_id=turn.session_id,
        values=forms(wrong),
    )
    return _held(rows[0]) if rows else None


def _held(row: dict[str, Any]) -> Held:
    role = row.get("role")
    entity = SPEAKER if role == "user" else AGENT if role == "agent" else str(row["name"])
    domain = row.get("domain_id")
    return Held(
        entity,
        None if role else str(row["type"]),
        str(row["field"]),
        str(row["value"]),
        int(domain) if domain is not None else None,
        str(row.get("target") or "user"),
        str(row["value_type"]) if row.get("value_type") else None,
        ties=tuple((str(t["type"]), t.get("predicate")) for t in row.get("ties") or () if t.get("type")),
    )


def held_facts(extraction: Extraction, turn: int = 0) -> list[Held]:
    """The facts of a planned turn, as holders a later correction in the same batch may name.

    A value names an entity when the fact says so or when the turn mentions an entity of that
    name ("Ana works at Siemens": the fact's value and the edge's target) -- as the writer links
    it once stored, so a correction in the same batch ties the right value as it would later."""
    types = {normalise_name(e.name): e.type for e in extraction.entities}
    return [
        Held(
            f.entity_name,
            types.get(normalise_name(f.entity_name)),
            f.field,
            f.value,
            f.domain_id,
            f.target,
            types.get(normalise_name(f.value_entity or f.value)),
            turn,
        )
        for f in extraction.facts
        if f.status == "current" and f.entity_name != CORRECTED
    ]
