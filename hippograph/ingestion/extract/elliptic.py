"""Corrections that leave their predicate in an earlier turn: "It's Lisbon, not Porto.", "No,
Tuesday, not Monday.", "Sorry -- Bosch, not Siemens."

The sentence says only the right value and the wrong one: a noun phrase, then ", not" and another
linked to it (the parse makes the wrong value an apposition of the right one, or the right one a
modifier of the wrong one), and no predicate of its own -- no verb, only perhaps an empty "it's" or
"that was". What the values are values of is in the store: the pipeline finds the fact whose value
is the wrong one (:mod:`hippograph.ingestion.corrected`) and the right value supersedes it there;
without such a fact nothing is stored.
"""

from __future__ import annotations

from dataclasses import dataclass

from spacy.tokens import Span, Token

from hippograph.ingestion.extract.subjects import name_span
from hippograph.ingestion.extraction import CORRECTED, FactCandidate
from hippograph.ingestion.rules import lexicon

EMPTY_SUBJECTS = lexicon("it that this")
VALUE_POS = frozenset({"NOUN", "PROPN", "NUM"})
CONFIDENCE = 0.85
MODIFIERS = frozenset({"compound", "amod", "nummod"})


@dataclass(frozen=True)
class Elliptic:
    right: str
    wrong: str


def elliptic_correction(span: Span) -> Elliptic | None:
    """The right and the wrong value of a sentence that is only "X, not Y" (after an opener
    such as "sorry", "no" or an empty "it's"), else None."""
    if any(t.pos_ == "VERB" for t in span) or not all(_empty_copula(t) for t in span if t.pos_ == "AUX"):
        return None
    for neg in span:
        if neg.lower_ != "not" or neg.dep_ != "neg":
            continue
        wrong = next((t for t in span if t.i > neg.i and t.pos_ in VALUE_POS), None)
        if wrong is None or any(t.i > wrong.right_edge.i and not t.is_punct for t in span):
            return None  # "..., not Porto, and ..." goes on: not a bare correction
        right = _linked_before(wrong, neg)
        if right is None:
            return None
        found = Elliptic(_value(right), _value(wrong))
        return found if found.right and found.wrong else None
    return None


def _linked_before(wrong: Token, neg: Token) -> Token | None:
    """The value the wrong one is said against: the parse links the two directly, either way
    round ("Lisbon, not Porto" as an apposition; "Thursday, not Friday" with Friday the root)."""
    candidates = [
        t
        for t in [wrong.head, *wrong.children]
        if t.i < neg.i and t.pos_ in VALUE_POS and t.i != wrong.i and t.dep_ != "intj"  # not "Oops"
    ]
    return max(candidates, key=lambda t: t.i) if candidates else None  # the nearest before "not"


def correction_candidate(found: Elliptic) -> FactCandidate:
    """The statement the pipeline completes: the right value, the wrong one in its metadata."""
    return FactCandidate(
        "user",
        None,
        CORRECTED,
        found.right,
        CONFIDENCE,
        CORRECTED,
        metadata={"wrong": found.wrong},
        correction=True,
    )


def _empty_copula(token: Token) -> bool:
    """ "it's", "that was": a copula whose subject stands for the value itself."""
    if token.lemma_ != "be":
        return False
    subjects = [c for c in token.children if c.dep_ in {"nsubj", "nsubjpass", "expl"}]
    return all(s.lower_ in EMPTY_SUBJECTS for s in subjects)


def _value(token: Token) -> str:
    """The value as said, a name whole ("New York"), without an article ("a Honda": Honda)."""
    name = name_span(token) if token.pos_ == "PROPN" else None
    if name:
        return name
    modifiers = [c for c in token.lefts if c.dep_ in MODIFIERS]  # "dark chocolate", "2 pm"
    return " ".join(t.text for t in [*modifiers, token])
