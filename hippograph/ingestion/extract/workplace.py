"""Where someone works, said through the place of the work: "Kwame runs a print shop in Accra",
"Bruno works at a research station in Tromsø", "Sven teaches at a school in Bergen".

A clause whose verb states work for an organisation (the first word of a phrase the ontology's
employment relations list: "work at", "run", "volunteer at", "teach at", "found") and whose
workplace, or the verb itself, is placed "in" a named place states that its subject works in that
place: the ontology's ``work in`` (WORKS_IN). The workplace's own tie is left to the other readers.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from spacy.tokens import Token

from hippograph.ingestion.extract.naming import Named, Statement
from hippograph.ingestion.extract.subjects import Subject, name_span, ner_type
from hippograph.ingestion.extract.views import Clause
from hippograph.ontology import load_ontology

PEOPLE = frozenset({"Person", "User"})
# The relations whose predicates state that someone works for an organisation.
_WORK_RELATIONS = ("WORKS_AT", "RUNS", "VOLUNTEERS_AT", "FOUNDED")
PREDICATE = "work in"
_PLACE_LIKE = frozenset({"Place", "Person", None})  # "in Kraków": NER may call it a person


@cache
def work_verbs() -> frozenset[str]:
    """The verbs of the ontology's employment phrases: "work", "coach", "run", "volunteer" ..."""
    ontology = load_ontology()
    verbs: set[str] = set()
    for relation in ontology.relations:
        if relation.name in _WORK_RELATIONS:
            verbs |= {phrase.split()[0] for phrase in relation.lexicon}
    return frozenset(verbs - {"be", "get"})


def read_workplace(clause: Clause, subject: Subject) -> Iterator[Statement]:
    """ "works at a clinic in Oslo": the subject works in Oslo."""
    head = clause.head
    if clause.ended:  # "used to work at ...": the work is the complement's
        head = next((c for c in head.children if c.dep_ == "xcomp" and c.pos_ == "VERB"), head)
    if subject.type not in PEOPLE or head.pos_ != "VERB" or head.lemma_.casefold() not in work_verbs():
        return
    if clause.negated or clause.future:
        return
    for place in _places(head):
        name = name_span(place) or place.text
        yield Statement(
            subject,
            PREDICATE,
            name,
            Named(name, "Place"),
            False,
            clause.ended,
            clause.confidence,
            clause.when,
        )
        return


def _places(verb: Token) -> Iterator[Token]:
    """Named places "in" the verb, its object, or the object of its "at"/"for" phrase."""
    holders = [verb]
    for child in verb.children:
        if child.dep_ in {"dobj", "obj"}:
            holders.append(child)
        elif child.dep_ == "prep" and child.lower_ in {"at", "for", "with"}:
            holders += [c for c in child.children if c.dep_ == "pobj"]
    for holder in holders:
        for prep in holder.children:
            if prep.dep_ != "prep" or prep.lower_ != "in":
                continue
            for obj in prep.children:
                # a name "in" which one works is a place, whatever else NER took it for
                if obj.dep_ == "pobj" and obj.pos_ == "PROPN" and ner_type(obj) in _PLACE_LIKE:
                    yield obj
