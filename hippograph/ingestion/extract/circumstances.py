"""Adverbial clauses of time and cause: the circumstance is a statement of its own.

"When I was in Paris, I met Jo": the main clause says what happened (met Jo), the subordinate one
where the speaker was then. A copula in the past under a mark of time ("when", "while", "after",
"before", "since", "once") with a place (a named place after "in", "at" or "on") says the subject
was there: a visit, not where she lives or what she is. Other readers read the main clause and
the subordinate clauses with verbs of their own ("after I left Google", "while I was studying in
Vienna"); what "when I was a kid" says is only a time, and gives nothing.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Token

from hippograph.ingestion.extract.naming import Named, Statement
from hippograph.ingestion.extract.subjects import Subject, name_span, ner_type
from hippograph.ingestion.extract.views import Clause
from hippograph.ingestion.rules import lexicon

TEMPORAL_MARKS = lexicon("when while since until till before after once as")
LOCATING = lexicon("in at on")


def past_circumstance(clause: Clause) -> bool:
    """A clause in the past under a mark of time: "when I was in Paris", "since I was 17"."""
    head = clause.head
    return head.tag_ == "VBD" and any(
        c.dep_ in {"mark", "advmod"} and c.lower_ in TEMPORAL_MARKS and c.i < head.i for c in head.children
    )


def read_circumstance(clause: Clause, subject: Subject) -> Iterator[Statement]:
    """ "when I was in Paris": the subject visited Paris (a named place only: "when I was in
    school" is a time of life, read by nothing)."""
    if not clause.is_copula or clause.negated or not past_circumstance(clause):
        return
    for prep in clause.head.children:
        if prep.dep_ != "prep" or prep.lower_ not in LOCATING:
            continue
        place = next((c for c in prep.children if c.dep_ == "pobj"), None)
        named = _named_place(place) if place is not None else None
        if named is not None:
            yield Statement(subject, "visit", named.name, named, False, False, clause.confidence, clause.when)


def _named_place(token: Token) -> Named | None:
    if ner_type(token) != "Place":
        return None
    name = name_span(token)
    return Named(name, "Place") if name else None
