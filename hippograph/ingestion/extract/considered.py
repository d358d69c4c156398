"""A deed one is considering: "I'm thinking of moving to Milan", "he's thinking about selling
his car", "we're considering adopting a dog". The gerund under "think of/about" or "consider" is
the statement, said as a plan (what the subject may do), never "think of = moving to Milan"."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from spacy.tokens import Token

from hippograph.ingestion.extract.naming import Statement
from hippograph.ingestion.extract.readers import read_verb
from hippograph.ingestion.extract.subjects import Subject
from hippograph.ingestion.extract.views import Clause
from hippograph.ingestion.rules import lexicon

THINKING = lexicon("think")
CONSIDERING = lexicon("consider contemplate")
ABOUT = lexicon("of about")


def considered_deed(verb: Token) -> Token | None:
    """The gerund a verb of considering takes: "thinking of moving", "considering adopting"."""
    lemma = verb.lemma_.casefold()
    if lemma in THINKING:
        for prep in (c for c in verb.children if c.dep_ == "prep" and c.lower_ in ABOUT):
            gerund = next((c for c in prep.children if c.dep_ == "pcomp" and c.tag_ == "VBG"), None)
            if gerund is not None:
                return gerund
    if lemma in CONSIDERING:
        return next((c for c in verb.children if c.dep_ in {"xcomp", "dobj"} and c.tag_ == "VBG"), None)
    return None


def read_considered(clause: Clause, subject: Subject) -> Iterator[Statement]:
    """ "I'm thinking of moving to Milan": will move to Milan (a plan)."""
    if clause.negated:
        return
    deed = considered_deed(clause.head)
    if deed is None:
        return
    for found in read_verb(replace(clause, future=True), subject, deed):
        yield replace(found, future=True)


__all__ = ["considered_deed", "read_considered"]
