"""Possession said of the thing owned: "This flat belongs to my aunt Priya", "the cottage is owned
by my uncle", "the red car is my brother's", "that bike is mine". The clause's subject is the
thing, its owner is the object of "belong to", the agent of "be owned by" or a possessive said
as the copula's complement; the statement is the owner's ("Priya owns the flat"), which the
ontology maps to the tie its range admits (``OWNS`` for a home or a vehicle, ``HAS_PET`` for an
animal). The thing is named by its noun phrase, never as the speaker's: "the car" of "the car
belongs to Sam" is Sam's car.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from spacy.tokens import Token

from hippograph.ingestion.extract.entity_types import PERSON_NOUNS, type_for_descriptor
from hippograph.ingestion.extract.naming import Named, Statement
from hippograph.ingestion.extract.subjects import Referents, Subject, resolve
from hippograph.ingestion.extract.views import Clause
from hippograph.ingestion.extraction import AGENT, SPEAKER

OWNING = "own"
MINE = frozenset({"mine", "ours"})
THING_WORDS = frozenset({"amod", "compound", "nummod"})  # what stays of the thing's phrase


def read_belonging(clause: Clause, referents: Referents) -> Iterator[Statement]:
    """The owner's statement of owning the clause's subject, when the clause says whose it is."""
    thing = clause.subject
    if thing is None or thing.pos_ != "NOUN" or thing.head.i != clause.head.i:
        return
    owner_word = _owner_word(clause.head)
    if owner_word is None:
        return
    role = owner_word.lower_ in PERSON_NOUNS  # "our neighbour Ilse", "neighbour" tagged as it may be
    named = next((c for c in owner_word.children if c.dep_ == "appos" and c.pos_ == "PROPN"), None)
    owner_word = named or owner_word
    owner = Subject(SPEAKER, "User") if owner_word.lower_ in MINE else resolve(owner_word, referents)
    if owner is not None and (_said_a_person(owner_word) or (named is not None and role)):
        owner = replace(owner, type="Person")  # "my aunt Priya", whatever NER made of Priya
    if owner is None or owner.name == AGENT or owner.type not in {"Person", "User", "Org"}:
        return
    words = [t for t in thing.subtree if t.i == thing.i or (t.dep_ in THING_WORDS and t.i < thing.i)]
    value = " ".join(t.text for t in words)
    kind = type_for_descriptor(thing.lemma_) or "Concept"
    owned = Named(value, kind, thing.lemma_)
    yield Statement(owner, OWNING, value, owned, clause.negated, clause.ended, clause.confidence, clause.when)


def _owner_word(head: Token) -> Token | None:
    """ "belongs to X", "is owned by X", "is X's" / "is mine": the word for the owner."""
    if head.lemma_ == "belong":
        return _object_of(head, "prep", "to")
    if head.lemma_ == "own" and any(c.dep_ == "auxpass" for c in head.children):
        return _object_of(head, "agent", "by")
    if head.lemma_ == "be":
        said = next((c for c in head.children if c.dep_ in {"attr", "acomp"}), None)
        if said is not None and said.lower_ in MINE:
            return said
        if said is not None and any(c.dep_ == "case" and c.tag_ == "POS" for c in said.children):
            return said  # "is my brother's"
    return None


def _said_a_person(name: Token) -> bool:
    """A name said with a word for a person beside it ("my aunt Priya", tagged as it may be)."""
    return any(c.dep_ in {"compound", "appos"} and c.lower_ in PERSON_NOUNS for c in name.children)


def _object_of(head: Token, dep: str, word: str) -> Token | None:
    prep = next((c for c in head.children if c.dep_ == dep and c.lower_ == word), None)
    said = [c for c in prep.children if c.dep_ == "pobj"] if prep is not None else []
    if len(said) > 1 and said[-1].pos_ == "PROPN":
        return said[-1]  # "to my cousin Remi" parsed as two objects: the name says who
    return said[0] if said else None


__all__ = ["read_belonging"]
