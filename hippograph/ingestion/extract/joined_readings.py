"""One statement for a light verb read twice: once with its object, once with a prepositional phrase.

"I have family in Ohio" was read as "have: family" and "have in: Ohio"; "I made lasagna for the
potluck" as "make: lasagna" and "make for: the potluck". With a light verb ("have", "make", "get",
"take", "do", "give") the second reading says nothing on its own ("have in Ohio", "make for the
potluck" name another verb, or none) and the first drops where or what for. When both come from one
verb of the sentence -- that verb has the object as its direct object and the preposition as its
own dependent -- they are one statement: the object with the phrase after it ("have: family in
Ohio", "have: a blast at the fair"). A verb of content keeps both readings, the issue's shape
("teach: yoga" and "teach at: the community centre").

Only open predicates are joined (a field of the rule table, "city", "employer", keeps its reading),
about the same entity with the same status; typed edges read from either stay as they are.
Decided from the parse (the verb's dependents) and the facts' fields.
"""

from __future__ import annotations

from dataclasses import replace

from spacy.tokens import Span, Token

from hippograph.ingestion.extraction import Extraction, FactCandidate
from hippograph.ingestion.rules import FIELDS, lexicon

OBJECTS = frozenset({"dobj", "obj"})
# Light verbs: with a preposition and no object they name another verb ("make for", "get at") or
# none ("have in"); a verb of content with its preposition is the statement's own predicate
# ("teach at: the community centre" beside "teach: yoga").
LIGHT = lexicon("have make get take do give")


def join_readings(span: Span, result: Extraction, start: tuple[int, int, int]) -> None:
    """Join, in place, the object reading and the prepositional readings of one verb of ``span``
    among the facts read from it (those after ``start``)."""
    facts = result.facts[start[0] :]
    joined: dict[int, FactCandidate] = {}  # index of an object reading -> the joined fact
    gone: set[int] = set()  # indexes of prepositional readings taken into one
    for i, fact in enumerate(facts):
        verb = _verb(fact, span)
        if verb is None:
            continue
        phrases = [
            (j, other) for j, other in enumerate(facts) if j not in gone and _prepositional(other, fact, verb)
        ]
        if not phrases:
            continue
        joined[i] = replace(
            fact,
            value=f"{fact.value} {_phrase(phrases)}",
            confidence=min([fact.confidence, *(o.confidence for _, o in phrases)]),
            value_entity=fact.value_entity,
        )
        gone |= {j for j, _ in phrases}
    if not joined:
        return
    result.facts[start[0] :] = [joined.get(i, f) for i, f in enumerate(facts) if i not in gone]


def _verb(fact: FactCandidate, span: Span) -> Token | None:
    """The verb of ``span`` whose object ``fact`` reads ("have: family" -> "have" with "family")."""
    field = fact.field.split()
    if len(field) != 1 or field[0] not in LIGHT or fact.field in FIELDS or not fact.value:
        return None
    words = fact.value.casefold().split()
    for verb in span:
        if verb.pos_ not in {"VERB", "AUX"} or verb.lemma_.casefold() != field[0]:
            continue
        if any(c.dep_ in OBJECTS and c.lower_ in words for c in verb.children):
            return verb
    return None


def _prepositional(other: FactCandidate, fact: FactCandidate, verb: Token) -> bool:
    """Whether ``other`` reads a preposition of ``verb`` ("have in: Ohio") beside ``fact``."""
    field = other.field.split()
    if other is fact or len(field) != 2 or field[0] != fact.field or other.field in FIELDS:
        return False
    if other.entity_name != fact.entity_name or other.status != fact.status:
        return False
    return any(c.dep_ == "prep" and c.lower_ == field[1] for c in verb.children)


def _phrase(phrases: list[tuple[int, FactCandidate]]) -> str:
    """ "in Ohio"; two of one preposition coordinated: "for self-expression and peace"."""
    by_prep: dict[str, list[str]] = {}
    for _, other in phrases:
        by_prep.setdefault(other.field.split()[1], []).append(other.value)
    return " ".join(f"{prep} {' and '.join(values)}" for prep, values in by_prep.items())


__all__ = ["join_readings"]
