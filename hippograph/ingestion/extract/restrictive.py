"""A relative clause that says who or what a word for anyone is: "those who accept me".

A pronoun or noun that stands for anyone at all ("those", "anyone", "people", "the ones") names
nobody until its relative clause restricts it: "I'm happier around those who accept me", "I want
to help anyone who needs it", "I like people who are honest". The value is the whole noun phrase,
relative clause and all; cut at the noun it would say nothing ("around those", "help anyone").
Any other noun keeps its relative clause out of the value (the clause is read on its own).
"""

from __future__ import annotations

from spacy.tokens import Token

from hippograph.ingestion.rules import lexicon

__all__ = ["ANYONE", "restricts"]

# Words for anyone or anything at all: their relative clause is what they refer to.
ANYONE = lexicon(
    """those these anyone anybody someone somebody everyone everybody whoever people person
    ones one folks others kids children guys"""
)


def restricts(clause: Token) -> bool:
    """``clause`` is a relative clause that says who the word for anyone it modifies is: restrictive
    (no comma before it) on a pronoun or a bare noun of :data:`ANYONE`."""
    if clause.dep_ != "relcl":
        return False
    head = clause.head
    if head.lower_ not in ANYONE and head.lemma_ not in ANYONE:
        return False
    if head.pos_ == "NOUN" and any(c.dep_ in {"poss", "nummod"} for c in head.children):
        return False  # "my kids, who ...", "two kids who ...": particular ones, named by the noun
    if head.pos_ == "NOUN" and any(c.dep_ == "det" and c.lower_ not in {"the"} for c in head.children):
        return False
    between = head.doc[head.i + 1 : clause.left_edge.i]
    return not any(t.text in {",", "-", "(", ";", ":"} for t in between)
