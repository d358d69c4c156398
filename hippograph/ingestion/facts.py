"""Contradiction handling: whether a new fact reinforces, supersedes or adds to what is known.

Per entity, domain and field: the same value reinforces the active fact; a different value of a
single-valued field supersedes it; a multi-valued field (allergies, languages, hobbies, …) adds.
Which fields are multi-valued is data: :data:`hippograph.ingestion.rules.FIELDS`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from hippograph.ingestion.rules import FIELDS

REINFORCE_STEP = 0.05
MAX_CONFIDENCE = 0.99


def is_multi_valued(field: str) -> bool:
    """Fields the rules do not know (an LLM may name new ones) add rather than replace:
    keeping two values is recoverable, silently dropping one is not."""
    spec = FIELDS.get(field)
    return spec.multi_valued if spec is not None else True


@dataclass(frozen=True)
class FactKey:
    entity_uid: str
    domain_id: int
    field: str


@dataclass(frozen=True)
class ActiveFact:
    uid: str
    value: str
    confidence: float


@dataclass(frozen=True)
class NewFact:
    key: FactKey
    value: str
    confidence: float
    supersedes: str | None = None


@dataclass(frozen=True)
class Reinforcement:
    uid: str
    key: FactKey
    value: str
    confidence: float


def reconcile(
    candidates: list[NewFact], active: dict[FactKey, list[ActiveFact]]
) -> tuple[list[NewFact], list[Reinforcement]]:
    """Split candidates into facts to create (some superseding) and facts to reinforce."""
    creates: dict[tuple[FactKey, str], NewFact] = {}
    reinforced: dict[str, Reinforcement] = {}
    for fact in candidates:
        same = _same_value(fact, active.get(fact.key, []))
        if same is not None:
            confidence = min(MAX_CONFIDENCE, max(same.confidence, fact.confidence) + REINFORCE_STEP)
            reinforced[same.uid] = Reinforcement(same.uid, fact.key, same.value, confidence)
            continue
        if not is_multi_valued(fact.key.field):
            # One value at a time: a later statement in the same turn wins over an earlier one.
            creates = {k: v for k, v in creates.items() if k[0] != fact.key}
            current = active.get(fact.key, [])
            fact = replace(fact, supersedes=current[0].uid if current else None)
        creates[(fact.key, fact.value.casefold())] = fact
    return list(creates.values()), list(reinforced.values())


def _same_value(fact: NewFact, known: list[ActiveFact]) -> ActiveFact | None:
    wanted = fact.value.casefold().strip()
    return next((item for item in known if item.value.casefold().strip() == wanted), None)
