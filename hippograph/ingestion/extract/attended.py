"""The occasion the speaker tells of, named after the fact: "It was a poetry reading where people
shared their stories", "That was a charity run for the hospital".

A past copula whose subject points back ("it", "that", "this") and whose complement is one
occasion (a noun of the class of events and outings, with "a" or "an") names what the speaker was
at: they went to it (``go to = a poetry reading``). A present one ("it's a workshop") may be a
plan or a kind; a modal ("it must have been a great trip") guesses at someone else's; a denial
("it wasn't a concert") says nothing of where they were.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Token

from hippograph.ingestion.extract.gate import acceptable, phrase, text_of
from hippograph.ingestion.extract.naming import Statement
from hippograph.ingestion.extract.occasions import OCCASIONS
from hippograph.ingestion.extract.subjects import Subject
from hippograph.ingestion.extract.views import Clause
from hippograph.ingestion.rules import lexicon

POINTING = lexicon("it that this")
INDEFINITE = lexicon("a an")
CONFIDENCE = 0.7


def read_attended(clause: Clause, speaker: Subject) -> Iterator[Statement]:
    """ "It was a poetry reading where ..." -> ``go to = a poetry reading``."""
    head, subject = clause.head, clause.subject
    if not clause.is_copula or head.tag_ != "VBD" or clause.negated or clause.conditional:
        return
    if subject is None or subject.lower_ not in POINTING:
        return
    if any(c.dep_ == "aux" for c in head.children):
        return  # "it must have been a great trip": a guess
    occasion = next((c for c in head.children if c.dep_ == "attr"), None)
    if occasion is None or not _occasion(occasion):
        return
    tokens = [t for t in phrase(occasion, clause.time_tokens) if t.dep_ != "relcl"]
    if acceptable(tokens, occasion):
        yield Statement(speaker, "go to", text_of(tokens), None, False, False, CONFIDENCE, clause.when)


def _occasion(noun: Token) -> bool:
    if noun.pos_ not in {"NOUN", "VERB"} or not {noun.lemma_.casefold(), noun.lower_} & OCCASIONS:
        return False
    if not any(c.dep_ == "det" and c.lower_ in INDEFINITE for c in noun.children):  # "a reading" (VBG)
        return False
    # the occasion says what it was ("a poetry reading", "a run for the hospital", "a fair where
    # ..."); "that was a trip I'll treasure" only looks back on something already said
    return any(
        c.dep_ in {"compound", "nmod", "prep"}
        or (c.dep_ == "relcl" and any(w.lower_ == "where" for w in c.children))
        for c in noun.children
    )
