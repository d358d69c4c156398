"""Definite descriptions of an entity named in an earlier turn: "My dad owns a bakery called
Crumbs." then "The bakery is in Leeds." or "He opened the shop in 1987.": the bakery and the shop
are Crumbs, not a new, unnamed "bakery".

English uses a definite noun phrase ("the bakery", "this company") for a thing the hearer can
identify; after a turn that named one ("a bakery called Crumbs", "a startup called Lumen Works")
that thing is the named one. Here, as a turn's references are resolved
(:func:`hippograph.ingestion.subjects.resolve_turn`), each entity the extractor named by a
common noun alone (a lowercase name: "bakery", "marine research station") and each fact value
that is a definite noun phrase ("the shop") becomes the session's recent named entity that noun
describes:

- the same noun as the one that introduced it (its ``descriptor``: "bakery" for Crumbs);
- a noun for its kind: "shop" or "store" for any retail business ("bakery", "bookshop"), a
  general noun for an organisation ("company", "business", "firm") for any organisation;
- only among the turns a pronoun may reach (:data:`~hippograph.ingestion.subjects.REACH`), and
  only when exactly one named entity fits: two bakeries named recently leave "the bakery" as it
  was said (no guess).

A noun for a person ("the doctor") is left to the readers of roles: a definite role is said of
many people ("the doctor said ...") and names no one earlier turns introduced.

A surname alone, with its title or without ("Dr. Okafor works at ...", the extractor drops the
title), names the one person of the session's recent turns whose full name ends with it ("Amara
Okafor is my GP."): :func:`by_surname`. A first name alone is left to the resolver ("Amara" may
be anyone called Amara), and so is a surname two recent people share.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Protocol

from hippograph.ingestion.extract.contextual_types import first_name_gender
from hippograph.ingestion.extract.entity_types import type_for_descriptor
from hippograph.ingestion.extraction import EdgeCandidate, EntityMention, Extraction, FactCandidate
from hippograph.ingestion.rules import lexicon
from hippograph.text import normalise_name

# Nouns a definite description may use for any organisation, whatever noun introduced it.
GENERAL_ORG = lexicon("company business firm organisation organization outfit employer")
# Nouns for any retail business, and the businesses they cover beyond a "-shop" or "-store".
SHOP_NOUNS = lexicon("shop store")
RETAIL = lexicon(
    """bakery bookshop bookstore boutique deli delicatessen florist butcher butchers pharmacy
    chemist grocer grocery greengrocer cafe café coffeeshop salon barbershop patisserie
    chocolatier cheesemonger ironmonger newsagent off-licence offlicence dealership garage"""
)
# The kinds of thing a definite description is taken up for: not persons (see the docstring).
TAKEN_UP = frozenset({"Org", "Place", "Pet", "Work", "Product", "Event"})
_DEFINITE = re.compile(r"^(?:the|this|that)\s+([^\W\d_][\w'’-]*(?:\s+[^\W\d_][\w'’-]*){0,2})$", re.IGNORECASE)
_OWNED = lexicon("my our his her their your its")


class Antecedent(Protocol):
    """What a recent entity offers (:class:`hippograph.ingestion.subjects.Recent`)."""

    @property
    def name(self) -> str: ...
    @property
    def type(self) -> str: ...
    @property
    def descriptor(self) -> str | None: ...
    @property
    def turn(self) -> int: ...
    @property
    def gender(self) -> str | None: ...


@dataclass(frozen=True)
class Taken:
    name: str
    type: str
    descriptor: str | None


def described(noun: str, candidate: Antecedent) -> bool:
    """Whether ``noun`` (the head of a definite description) describes ``candidate``.

    >>> from hippograph.ingestion.subjects import Recent
    >>> crumbs = Recent("Crumbs", "Org", descriptor="bakery")
    >>> described("bakery", crumbs), described("shop", crumbs), described("company", crumbs)
    (True, True, True)
    >>> described("school", crumbs)
    False
    """
    noun = noun.casefold()
    kind = (candidate.descriptor or "").casefold()
    if kind and _singular(kind) == _singular(noun):
        return True
    if noun in SHOP_NOUNS:
        return bool(kind) and (kind.endswith(tuple(SHOP_NOUNS)) or kind in RETAIL)
    return noun in GENERAL_ORG and candidate.type == "Org"


def antecedent_of(noun: str, recent: Iterable[Antecedent], reach: int, exclude: set[str]) -> Taken | None:
    """The one named entity of the last turns ``noun`` describes, or None (none, or two)."""
    found: dict[str, Antecedent] = {}
    for candidate in recent:
        key = normalise_name(candidate.name)
        if candidate.turn > reach or key in exclude or not _named(candidate.name):
            continue
        if described(noun, candidate):
            found.setdefault(key, candidate)
    if len(found) != 1:
        return None
    (only,) = found.values()
    return Taken(only.name, only.type, only.descriptor)


def definite_head(value: str) -> str | None:
    """The head noun of a definite noun phrase naming a thing of a kind :data:`TAKEN_UP`
    ("the shop": "shop"), or None.

    >>> definite_head("the shop"), definite_head("a shop"), definite_head("the doctor")
    ('shop', None, None)
    """
    match = _DEFINITE.match(value.strip())
    if match is None:
        return None
    head = match.group(1).split()[-1].casefold()
    return head if type_for_descriptor(head) in TAKEN_UP else None


def _unnamed_head(entity: EntityMention) -> str | None:
    """The noun of an entity the extractor named by its common noun alone ("bakery", "marine
    research station"), or None for a name, a relative ("my dad") or someone's thing."""
    words = entity.name.split()
    if not words or not entity.name.islower() or words[0] in _OWNED or "'" in entity.name:
        return None
    if entity.type not in TAKEN_UP:
        return None
    return words[-1]


def has_definites(extraction: Extraction) -> bool:
    """Whether the turn says a definite description or a surname :func:`take_up` may resolve."""
    return any(_unnamed_head(e) or _surname(e) for e in extraction.entities) or any(
        definite_head(f.value) for f in extraction.facts if f.value_entity is None
    )


def by_surname(surname: str, recent: Iterable[Antecedent]) -> Taken | None:
    """The one recent person whose full name ends with ``surname``, or None (none, or two).

    >>> from hippograph.ingestion.subjects import Recent
    >>> by_surname("Okafor", [Recent("Amara Okafor", "Person"), Recent("Okafor Labs", "Org")]).name
    'Amara Okafor'
    """
    key = surname.casefold()
    found = {
        normalise_name(c.name): c
        for c in recent
        if c.type == "Person" and len(c.name.split()) > 1 and c.name.split()[-1].casefold() == key
    }
    if len(found) != 1:
        return None
    (only,) = found.values()
    return Taken(only.name, only.type, only.descriptor)


def _surname(entity: EntityMention) -> str | None:
    """The name of a person said by one word that is no first name ("Okafor"), or None."""
    words = entity.name.split()
    if entity.type != "Person" or len(words) != 1 or not words[0][:1].isupper() or not words[0].isalpha():
        return None
    return None if first_name_gender(words[0])[0] else words[0]


def take_up(
    extraction: Extraction, recent: Iterable[Antecedent], reach: int, exclude: set[str]
) -> Extraction:
    """The extraction with each definite description of a recent named entity naming it."""
    recent = list(recent)
    renamed: dict[str, Taken] = {}  # the unnamed entity's normalised name -> the named one
    for entity in extraction.entities:
        noun = _unnamed_head(entity)
        taken = antecedent_of(noun, recent, reach, exclude) if noun else None
        surname = _surname(entity)
        taken = taken or (by_surname(surname, recent) if surname else None)
        if taken is not None and normalise_name(taken.name) != normalise_name(entity.name):
            renamed[normalise_name(entity.name)] = taken
    values: dict[int, Taken] = {}
    for index, fact in enumerate(extraction.facts):
        noun = definite_head(fact.value) if fact.value_entity is None else None
        taken = antecedent_of(noun, recent, reach, exclude) if noun else None
        if taken is not None:
            values[index] = taken
    if not renamed and not values:
        return extraction
    return Extraction(
        facts=[_fact(f, renamed, values.get(i)) for i, f in enumerate(extraction.facts)],
        entities=_entities(extraction.entities, renamed, values.values()),
        edges=[_edge(e, renamed) for e in extraction.edges],
        skipped=list(extraction.skipped),
    )


def _name(name: str, renamed: dict[str, Taken]) -> str:
    taken = renamed.get(normalise_name(name))
    return taken.name if taken is not None else name


def _fact(fact: FactCandidate, renamed: dict[str, Taken], value: Taken | None) -> FactCandidate:
    fact = replace(fact, entity_name=_name(fact.entity_name, renamed))
    if value is not None:
        return replace(fact, value=value.name, value_entity=value.name)
    if fact.value_entity is not None and normalise_name(fact.value_entity) in renamed:
        named = _name(fact.value_entity, renamed)
        said = normalise_name(fact.value) == normalise_name(fact.value_entity)
        return replace(fact, value_entity=named, value=named if said else fact.value)
    return fact


def _edge(edge: EdgeCandidate, renamed: dict[str, Taken]) -> EdgeCandidate:
    return replace(
        edge, source_name=_name(edge.source_name, renamed), target_name=_name(edge.target_name, renamed)
    )


def _entities(
    entities: list[EntityMention], renamed: dict[str, Taken], values: Iterable[Taken]
) -> list[EntityMention]:
    kept = [e for e in entities if normalise_name(e.name) not in renamed]
    seen = {normalise_name(e.name) for e in kept}
    for taken in [*renamed.values(), *values]:
        if normalise_name(taken.name) not in seen:
            seen.add(normalise_name(taken.name))
            kept.append(EntityMention(taken.name, taken.type, descriptor=taken.descriptor))
    return kept


def _named(name: str) -> bool:
    return any(c.isupper() for c in name) and not name.casefold().startswith(tuple(f"{o} " for o in _OWNED))


def _singular(noun: str) -> str:
    return noun[:-1] if noun.endswith("s") and not noun.endswith("ss") else noun


__all__ = [
    "GENERAL_ORG",
    "RETAIL",
    "antecedent_of",
    "by_surname",
    "definite_head",
    "described",
    "has_definites",
    "take_up",
]
