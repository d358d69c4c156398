"""Eagerness said by a negated modal of waiting: "I can't wait to see my sister next week", "can't
wait for the concert!", "we couldn't wait to move in".

Read word by word, the clause is a negated "wait" ("not wait to: see my sister"); what it says is
the opposite, that the subject looks forward to the deed or the occasion. The deed is the
infinitive (without "to") or the object of "for"; the statement is about the future and never
negated. Chat often drops the "I" ("Can't wait to start my new job!"): the sentence's root, with
nothing before it but the modal and its "not", is the speaker's (``waiting.unsaid_subject``).
"""

from __future__ import annotations

from collections.abc import Iterator

from hippograph.ingestion.extract.gate import acceptable, phrase, text_of
from hippograph.ingestion.extract.naming import Statement
from hippograph.ingestion.extract.subjects import Subject
from hippograph.ingestion.extract.views import Clause
from hippograph.ingestion.extract.waiting import eager
from hippograph.ingestion.rules import lexicon

PREDICATE = "look forward to"
LISTENER = lexicon("you your yours ya")


def read_eager(clause: Clause, subject: Subject) -> Iterator[Statement]:
    """ "I can't wait to see my sister": ``look forward to = see my sister`` (future)."""
    head = clause.head
    if not eager(head):
        return
    for child in head.children:
        if child.dep_ == "xcomp" and child.pos_ in {"VERB", "AUX"}:
            tokens = [t for t in child.subtree if t.i not in clause.time_tokens and not t.is_punct]
            tokens = [t for t in tokens if not (t.dep_ == "aux" and t.head.i == child.i and t.i < child.i)]
        elif child.dep_ == "prep" and child.lower_ == "for":
            obj = next((c for c in child.children if c.dep_ == "pobj"), None)
            tokens = phrase(obj, clause.time_tokens) if obj is not None else []
        else:
            continue
        if any(t.lower_ in LISTENER for t in tokens):
            return  # "can't wait to see you": manners between the two, no plan of record
        if tokens and acceptable(tokens):
            yield Statement(
                subject,
                PREDICATE,
                text_of(tokens),
                None,
                False,
                False,
                clause.confidence,
                clause.when,
                future=True,
            )
        return


__all__ = ["read_eager"]
