"""A thing said with "it" that gives the speaker something good: "it brings me so much joy".

"Clay is incredible, it brings me so much joy!", "I loved that book. It gave me a lot of hope.":
what a reader remembers is that the speaker values the thing ("Melanie cares about clay"), as
:mod:`implicit` reads it when the thing is the subject by name ("pottery brings me joy"). Read
with "it" as the subject, the clause used to give the thing a deed of its own ("Clay bring much
joy"), without the person it does good to. The thing is the message's latest thing "it" stands
for (:meth:`Referents.pronoun`), only when the message names it: a reference to an earlier turn
says nothing the pipeline could value; a person or a pet that brings joy is read as before.

Only the verbs of giving ("bring", "give") with the speaker as their recipient and something good
as their object ("joy", "hope", "peace": :data:`implicit.GOOD_THINGS`).
"""

from __future__ import annotations

from spacy.tokens import Token

from hippograph.ingestion.extract.implicit import GOOD_THINGS
from hippograph.ingestion.extract.subjects import SELF, Referents
from hippograph.ingestion.extract.views import Clause
from hippograph.ingestion.extraction import is_reference
from hippograph.ingestion.rules import lexicon

__all__ = ["GIVING", "given_by_it"]

GIVING = lexicon("bring give")


def given_by_it(clause: Clause, referents: Referents) -> str | None:
    """The name of the thing "it" stands for when ``clause`` says it gives the speaker something
    good ("it brings me so much joy"), else None."""
    subject, head = clause.subject, clause.head
    if subject is None or subject.lower_ != "it" or clause.negated or clause.implied:
        return None
    if head.lemma_ not in GIVING:
        return None
    children = list(head.children)
    if not any(c.dep_ in {"dative", "iobj", "dobj"} and c.lower_ in SELF for c in children):
        return None  # "it gives hope to everyone": not the speaker's
    if not any(c.dep_ == "dobj" and _good(c) for c in children):
        return None
    thing = referents.pronoun("it")
    if thing is None or is_reference(thing.name) or thing.type in {"Person", "User", "Pet"}:
        return None
    return thing.name


def _good(thing: Token) -> bool:
    """ "joy", or an amount of it: "a lot of hope", "plenty of peace"."""
    if thing.lemma_ in GOOD_THINGS:
        return True
    measured = (g for c in thing.children if c.dep_ == "prep" and c.lower_ == "of" for g in c.children)
    return any(g.dep_ == "pobj" and g.lemma_ in GOOD_THINGS for g in measured)
