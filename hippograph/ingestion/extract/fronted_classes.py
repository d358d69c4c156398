"""A word of a known class said ahead of the speaker's clause: "Well, pescatarian really, I eat
fish", "Vegan mostly, I avoid dairy". Set off by a comma before "I" (the parse's second subject,
relabelled dislocated by :mod:`misparsed_subjects`), a diet, a religion, a condition or a trait
is what the speaker is, as "I'm pescatarian" would say it."""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Span

from hippograph.ingestion.extract.misparsed_subjects import DISLOCATED
from hippograph.ingestion.extract.naming import Statement
from hippograph.ingestion.extract.subjects import Subject
from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.rules import COPULA_CLASSES

SELF = frozenset({"i", "we"})


def read_fronted_class(span: Span) -> Iterator[Statement]:
    """ "pescatarian really, I eat fish": diet = pescatarian."""
    for token in span:
        if token.dep_ not in {DISLOCATED, "advcl", "npadvmod", "dep", "intj"}:
            continue  # "vegetarian" parsed as the verb of a clause of its own, or an adverbial
        if any(c.dep_ not in {"advmod", "punct"} for c in token.children):
            continue  # a clause with words of its own, not one word set off
        me = next((c for c in token.head.children if c.dep_ == "nsubj" and c.lower_ in SELF), None)
        if me is None or me.i < token.i or not any(t.text == "," for t in span.doc[token.i : me.i]):
            continue
        field = next((name for name, words in COPULA_CLASSES if token.lower_ in words), None)
        if field is not None:
            said = Subject(SPEAKER, "User")
            yield Statement(said, "be", token.lower_, None, False, False, 0.8, None, field)


__all__ = ["read_fronted_class"]
