"""Contradiction handling: whether a new fact reinforces, supersedes, ends or adds to what is known.

Per entity and field (whatever domain the classifier gave each statement): the same value
reinforces the active fact; a different value of a single-valued field supersedes it; a
multi-valued field (allergies, languages, hobbies, …) adds. A statement the sentence marks as no
longer true ("I no longer live in Porto") ends the active fact of that value, or, when none is
known, is kept as history (inactive, with its end) rather than dropped. Which fields are
multi-valued is data (:mod:`hippograph.ingestion.cardinality`).

>>> key = FactKey("u1", 9, "city")
>>> porto = ActiveFact("f1", "Porto", 0.9)
>>> plan = reconcile([NewFact("f2", key, "Lisbon", 0.9)], {key.slot: [porto]}, lambda field: False)
>>> [(f.value, f.supersedes) for f in plan.creates]
[('Lisbon', 'f1')]
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import datetime

from hippograph.ingestion.rules import FIELDS

REINFORCE_STEP = 0.05
MAX_CONFIDENCE = 0.99

Slot = tuple[str, str]  # (entity uid, field): where single-valued facts contradict each other


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

    @property
    def slot(self) -> Slot:
        return (self.entity_uid, self.field)


@dataclass(frozen=True)
class ActiveFact:
    uid: str
    value: str
    confidence: float
    valid_from: datetime | None = None
    value_uid: str | None = None  # the entity the value names, when it names one


@dataclass(frozen=True)
class NewFact:
    uid: str
    key: FactKey
    value: str
    confidence: float
    supersedes: str | None = None
    valid_from: datetime | None = None  # None: the turn's time
    ended: bool = False  # "no longer": recorded as history, inactive from ``valid_to``
    valid_to: datetime | None = None
    value_uid: str | None = None  # the entity the value names: "Olu" the other friend is another value


@dataclass(frozen=True)
class Reinforcement:
    uid: str
    key: FactKey
    value: str
    confidence: float


@dataclass(frozen=True)
class Ending:
    """An active fact the turn says is over: by a new value (``by``, a fact uid) or in so many
    words (``by`` None)."""

    uid: str
    key: FactKey
    value: str
    valid_to: datetime | None  # None: the turn's time
    by: str | None = None


@dataclass
class Reconciled:
    creates: list[NewFact] = field(default_factory=list)
    reinforcements: list[Reinforcement] = field(default_factory=list)
    endings: list[Ending] = field(default_factory=list)


def reconcile(
    candidates: list[NewFact],
    active: dict[Slot, list[ActiveFact]],
    multi_valued: Callable[[str], bool] = is_multi_valued,
) -> Reconciled:
    """Split candidates into facts to create (some superseding), to reinforce and to end.

    Current statements go first, so "I moved to Lisbon, I no longer live in Porto" supersedes
    Porto once (with the time of the move) rather than ending it twice."""
    creates: dict[tuple[Slot, str], NewFact] = {}
    reinforced: dict[str, Reinforcement] = {}
    endings: dict[str, Ending] = {}
    for fact in (c for c in candidates if not c.ended):
        known = active.get(fact.key.slot, [])
        same = _same_value(fact.value, known, fact.value_uid)
        if same is not None:
            confidence = min(MAX_CONFIDENCE, max(same.confidence, fact.confidence) + REINFORCE_STEP)
            reinforced[same.uid] = Reinforcement(same.uid, fact.key, same.value, confidence)
            continue
        if not multi_valued(fact.key.field):
            # One value at a time: a later statement in the same turn wins over an earlier one.
            creates = {k: v for k, v in creates.items() if k[0] != fact.key.slot}
            if known:
                fact = replace(fact, supersedes=known[0].uid)
                for other in known[1:]:  # an older contradiction ends with it
                    endings[other.uid] = Ending(other.uid, fact.key, other.value, fact.valid_from, fact.uid)
        creates[(fact.key.slot, _value_key(fact))] = fact
    replaced = {f.supersedes for f in creates.values()} | set(endings)
    for fact in (c for c in candidates if c.ended):
        known = active.get(fact.key.slot, [])
        same = _same_value(fact.value, known, fact.value_uid)
        if same is not None:
            if same.uid not in replaced and same.uid not in reinforced:
                endings[same.uid] = Ending(same.uid, fact.key, same.value, fact.valid_to)
        elif not fact.value.strip() and not multi_valued(fact.key.field):
            for item in known:  # "I quit my job": whatever the employer was
                if item.uid not in replaced:
                    endings[item.uid] = Ending(item.uid, fact.key, item.value, fact.valid_to)
        elif fact.value.strip() and (fact.key.slot, _value_key(fact)) not in creates:
            creates[(fact.key.slot, "ended:" + _value_key(fact))] = fact
    return Reconciled(list(creates.values()), list(reinforced.values()), list(endings.values()))


def _norm(value: str) -> str:
    return value.casefold().strip()


def _value_key(fact: NewFact) -> str:
    return f"{_norm(fact.value)}@{fact.value_uid or ''}"


def _same_value(value: str, known: list[ActiveFact], value_uid: str | None = None) -> ActiveFact | None:
    """The known fact of the same value: the same words naming the same entity, when both name
    one ("my other friend Olu" is another friend than Olu, though the words are one)."""
    wanted = _norm(value)
    return next(
        (
            item
            for item in known
            if _norm(item.value) == wanted and (value_uid is None or item.value_uid in (None, value_uid))
        ),
        None,
    )
