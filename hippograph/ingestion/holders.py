"""Whose a thing is tells two namesakes apart: "I have a cat named Luna" and "my neighbour also has
a cat named Luna" are two cats; "my neighbour's husband Tom" is not the speaker's husband Tom.

A mention's holders are the ends of the turn's ties that point at it (the ontology's relations
from people to people or pets, :meth:`Ontology.ties`): the owner of a pet, the one whose husband
someone is. A known entity of the same name carries the ties the graph already has. The two are
someone else when the evidence conflicts:

- the relation holds for one source at a time on the mention's side (a pet has one owner, a
  spouse one spouse: :meth:`Ontology.held_once`) and the known one is held by another;
- the mention is introduced as new to the hearer ("a cat named Luna",
  :attr:`EntityMention.introduced`) and the known one is held by another, or is held by nobody
  while this one is someone else's than the speaker's (an indefinite newcomer is not merged on a
  tie), or is family of the holder by another relation (one's cousin needs no introduction);
- the mention is a place said to be in another region than the known one ("Springfield,
  Massachusetts" after "Springfield, Illinois": a place has one container);
- the relation is a family one (a sibling, a child) and the holder is someone the speaker states
  no family tie to ("my neighbour's sister Ana" is not the speaker's sister Ana).

A holder that agrees, or a known entity of that name already held by this holder, resolves as
before. The mention set apart is stored under its name and whose it is, "Luna (neighbour's cat)",
"Tom (Priya's husband)", with its own name as an alias; the same words later find it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from hippograph.ingestion.extraction import SPEAKER, EdgeCandidate, EntityMention
from hippograph.text import normalise_name

# Family relations: one's sibling is the sibling of a non-relative only by coincidence of names.
FAMILY = frozenset({"SIBLING_OF", "CHILD_OF", "PARENT_OF", "COUSIN_OF", "RELATIVE_OF"})
# The tie of merely knowing someone: it makes nobody the speaker's.
ACQUAINTANCE = "KNOWS"
# The ties through which a person shares someone's family: their spouse or partner, or family.
_SHARING = FAMILY | {"MARRIED_TO", "PARTNER_OF", "ENGAGED_TO"}


# How a tie relation holds its mention: from its source ("my neighbour" HAS_PET Luna), either way
# (a spouse), or from its target (Springfield LOCATED_IN Illinois: the region holds the place).
Direction = Literal["from", "either", "to"]


@dataclass(frozen=True)
class Holder:
    """Who the turn says a mention is whose (or, for a place, what region it is in)."""

    relation: str
    key: str  # the holder's normalised name, or SPEAKER
    name: str  # as written: "my neighbour"
    tie_to_speaker: str | None = None  # the holder's own stated relation to the speaker
    direction: Direction = "from"

    @property
    def possessive(self) -> str:
        """ "my", "neighbour's", "Priya's": how a name set apart says whose it is."""
        if self.key == SPEAKER:
            return "my"
        words = self.name.strip()
        for owner in ("my ", "our ", "My ", "Our "):
            words = words.removeprefix(owner)
        return f"{words}'s"


def holders_of(
    mentions: Iterable[EntityMention], edges: Iterable[EdgeCandidate], ties: Mapping[str, Direction]
) -> dict[str, tuple[Holder, ...]]:
    """Each mention's holders (by normalised name) from the turn's edges; ``ties`` maps the tie
    relations to how they hold (see :data:`Direction`)."""
    by_key = {normalise_name(m.name): m for m in mentions}
    found: dict[str, list[Holder]] = {}
    for edge in edges:
        direction = ties.get(edge.relation)
        if direction is None or edge.status != "current":
            continue
        ends = []
        if direction in ("from", "either"):
            ends.append((edge.source_name, edge.target_name))
        if direction in ("to", "either"):
            ends.append((edge.target_name, edge.source_name))
        for holder, held in ends:
            key = normalise_name(held)
            if key not in by_key or held == SPEAKER:
                continue
            holder_key = SPEAKER if holder == SPEAKER else normalise_name(holder)
            mention = by_key.get(holder_key)
            tie = mention.relation_to_speaker if mention is not None else None
            found.setdefault(key, []).append(Holder(edge.relation, holder_key, holder, tie, direction))
    return {key: tuple(holders) for key, holders in found.items()}


def held_by(candidate: Mapping[str, Any], holder: Holder) -> frozenset[str]:
    """The uids that hold a known candidate as ``holder`` holds the mention: through the same
    relation, from the same end of it."""
    wanted = {"from": (True,), "to": (False,), "either": (True, False)}[holder.direction]
    return frozenset(
        t["uid"]
        for t in candidate.get("ties") or []
        if t["relation"] == holder.relation and bool(t["source"]) in wanted
    )


def conflicts(
    holder: Holder,
    holder_uid: str | None,
    candidate: Mapping[str, Any],
    *,
    introduced: bool,
    speaker_uid: str,
    held_once: frozenset[str],
) -> bool:
    """The known ``candidate`` cannot be the mention this holder holds (see the module)."""
    others = held_by(candidate, holder)
    if holder_uid is not None and holder_uid in others:
        return False
    if others and (holder.relation in held_once or holder.direction == "to"):
        return True  # a pet has one owner, a spouse one spouse, a place one region
    if introduced and (others or holder_uid != speaker_uid):
        return True
    family = {t["relation"] for t in candidate.get("ties") or [] if t["uid"] == holder_uid} & FAMILY
    if introduced and family and holder.relation not in family:
        return True  # "a guy named Sam" is not the speaker's cousin Sam, who needs no introduction
    return (
        holder.relation in FAMILY
        and speaker_uid in others
        and holder.key != SPEAKER
        and holder.tie_to_speaker is not None
        and holder.tie_to_speaker not in _SHARING
    )


def held_name(name: str, noun: str | None, holder: Holder) -> str:
    """ "Luna (neighbour's cat)": the name of a namesake set apart by whose it is; one the speaker
    only knows is "Sam (guy)", not the speaker's guy."""
    if holder.key == SPEAKER and holder.relation == ACQUAINTANCE:
        return f"{name} ({noun})" if noun else name
    if holder.direction == "to":
        return f"{name} ({holder.name})"  # "Springfield (Massachusetts)"
    return f"{name} ({holder.possessive} {noun})" if noun else f"{name} ({holder.possessive})"
