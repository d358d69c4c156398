"""Where someone works or lives, said through the place of the work or of a companion: "Kwame
runs a print shop in Accra", "Bruno works at a research station in Tromsø", "my sister lives with
her boyfriend in Madrid", "I grew up on a farm in Iowa", "she's a nurse at a clinic in Oslo".

A clause whose verb states work for an organisation (the first word of a phrase the ontology's
employment relations list: "work at", "run", "volunteer at", "teach at", "found") and whose
workplace, or the verb itself, is placed "in" a named place states that its subject works in that
place: the ontology's ``work in`` (WORKS_IN). Any other verb whose phrase with "in" the ontology
knows of a place ("live in", "grow up in") states that phrase of the place named on its object.
The workplace's own tie is left to the other readers.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from spacy.tokens import Token

from hippograph.ingestion.extract.agentive import is_agent_noun
from hippograph.ingestion.extract.naming import Named, Statement
from hippograph.ingestion.extract.subjects import Subject, name_span, ner_type
from hippograph.ingestion.extract.views import Clause
from hippograph.ingestion.rules import OCCUPATIONS
from hippograph.lexicon import CALENDAR_WORDS
from hippograph.ontology import default_ontology

PEOPLE = frozenset({"Person", "User"})
# The relations whose predicates state that someone works for an organisation.
_WORK_RELATIONS = ("WORKS_AT", "RUNS", "VOLUNTEERS_AT", "FOUNDED")
PREDICATE = "work in"
_PLACE_LIKE = frozenset({"Place", "Person", None})  # "in Kraków": NER may call it a person


@cache
def work_verbs() -> frozenset[str]:
    """The verbs of the ontology's employment phrases: "work", "coach", "run", "volunteer" ..."""
    ontology = default_ontology()
    verbs: set[str] = set()
    for relation in ontology.relations:
        if relation.name in _WORK_RELATIONS:
            verbs |= {phrase.split()[0] for phrase in relation.lexicon}
    return frozenset(verbs - {"be", "get"})


def read_placed(clause: Clause, subject: Subject) -> Iterator[Statement]:
    """ "works at a clinic in Oslo": the subject works in Oslo; "lives with her boyfriend in
    Madrid": she lives in Madrid."""
    head = clause.head
    if clause.ended:  # "used to work at ...": the work is the complement's
        head = next((c for c in head.children if c.dep_ == "xcomp" and c.pos_ == "VERB"), head)
    if clause.negated or clause.future:
        return
    role = _role(head)  # a job said of the subject: someone, whatever NER took the name for
    if (head.pos_ != "VERB" and role is None) or (subject.type not in PEOPLE and role is None):
        return
    predicate = PREDICATE if head.lemma_.casefold() in work_verbs() else _placed_predicate(head, subject)
    if role is not None:  # "is a sommelier at a hotel in Seville": works in Seville
        head, predicate = role, PREDICATE
    if predicate is None:
        return
    for place in _places(head, own=predicate == PREDICATE and role is None):
        name = name_span(place) or place.text
        yield Statement(
            subject,
            predicate,
            name,
            Named(name, "Place"),
            False,
            clause.ended,
            clause.confidence,
            clause.when,
        )
        return


def _role(copula: Token) -> Token | None:
    """The role a copula says its subject has ("is a sommelier at a hotel"): a job's noun."""
    if copula.lemma_ != "be":
        return None
    attr = next((c for c in copula.children if c.dep_ == "attr"), None)
    if attr is None or attr.pos_ != "NOUN" or any(c.dep_ == "poss" for c in attr.children):
        return None
    return attr if attr.lemma_.casefold() in OCCUPATIONS or is_agent_noun(attr) else None


def _placed_predicate(verb: Token, subject: Subject) -> str | None:
    """ "live in", "grow up in": the verb with "in", when the ontology knows it of a place."""
    particle = next((c.lower_ for c in verb.children if c.dep_ == "prt"), None)
    phrase = f"{verb.lemma_.casefold()} {particle} in" if particle else f"{verb.lemma_.casefold()} in"
    known = default_ontology().relation_for_predicate(phrase, subject.type, "Place")
    return phrase if known is not None else None


def _places(verb: Token, own: bool = True) -> Iterator[Token]:
    """Named places "in" the verb (if ``own``), its object, or the object of its prepositional
    phrase ("at a clinic in Oslo", "as a mechanic in Detroit", "with her boyfriend in Madrid")."""
    holders = [verb] if own else []
    for child in verb.children:
        if child.dep_ in {"dobj", "obj"}:
            holders.append(child)
        elif child.dep_ == "prep" and child.lower_ in {"at", "for", "with", "as", "on"}:
            holders += [c for c in child.children if c.dep_ == "pobj"]
    for holder in holders:
        for prep in holder.children:
            if prep.dep_ != "prep" or prep.lower_ != "in":
                continue
            for obj in prep.children:
                # a name "in" which one works is a place, whatever else NER took it for
                if (
                    obj.dep_ == "pobj"
                    and obj.pos_ == "PROPN"
                    and ner_type(obj) in _PLACE_LIKE
                    and not _when(obj)
                ):
                    yield obj


def _when(token: Token) -> bool:
    """ "in March", "in May 2024": a time, whatever the tagger made of the month's name."""
    return token.ent_type_ in {"DATE", "TIME"} or token.lower_ in CALENDAR_WORDS


def names_something(prep: Token) -> bool:
    """ "at Fernhill College", "in Lisbon": a preposition whose object names a place or an
    organisation."""
    obj = next((c for c in prep.children if c.dep_ == "pobj"), None)
    return (
        obj is not None
        and prep.lower_ in {"at", "in", "for", "with", "from"}
        and ner_type(obj) in {"Org", "Place"}
    )


def named_preps(head: Token, *, workplace: bool = False) -> list[Token]:
    """The prepositions of ``head`` that name where: "teaches pottery at Fernhill College", "as a
    nurse at St. Paul's" -- read on their own, never inside the value before them. After a role
    (``workplace``) "at" or "for" any proper name not a person's is where one works ("as a driver
    at Uber", whatever NER made of it)."""
    return [
        p for p in head.children if p.dep_ == "prep" and (names_something(p) or (workplace and _works_at(p)))
    ]


def _works_at(prep: Token) -> bool:
    obj = next((c for c in prep.children if c.dep_ == "pobj"), None)
    return (
        obj is not None and prep.lower_ in {"at", "for"} and obj.pos_ == "PROPN" and ner_type(obj) != "Person"
    )
