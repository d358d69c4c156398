"""Time spent on a deed the parser did not make a clause of.

"I spent the whole day gardening", "I spend a lot of time painting", "I spent a month volunteering
at an orphanage": the tagger reads the gerund as a noun whose compound is the stretch of time
("day gardening", "time painting"), or hangs the gerund's place on "spend". Read as it is, the
clause said the subject spent "whole day gardening" (an expense). What was done is the statement:
``spend time = gardening``, ``spend time = volunteering at an orphanage``, as "went hiking in the
Peak District" is ``go = hiking in the Peak District``; how long is no part of it.

A gerund that is a clause with its own object or place ("spent two years teaching English in
Japan") is read as that clause (``views.spent_on``): this reader takes only what it leaves.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Token

from hippograph.ingestion.extract.gate import acceptable, phrase, text_of
from hippograph.ingestion.extract.naming import Statement
from hippograph.ingestion.extract.subjects import Subject
from hippograph.ingestion.extract.views import SPENDING_VERBS, Clause, spent_on, spent_times, stretch_of_time

SPEND_TIME = "spend time"
PLACE_DEPS = frozenset({"prep"})
TIME_DEPS = frozenset({"compound", "amod", "npadvmod"})


def read_time_spent(clause: Clause, subject: Subject) -> Iterator[Statement]:
    """ "I spent the whole day gardening" -> ``spend time = gardening``."""
    head = clause.head
    if head.lemma_.casefold() not in SPENDING_VERBS or clause.negated:
        return
    gerund = spent_on(head)
    found = (gerund, _time_on(gerund)) if gerund is not None else _gerund_noun(head)
    if found is None:
        return
    deed, time = found
    skip = set(clause.time_tokens) | {t.i for t in deed.children if t.dep_ in {"det", "advmod", "nummod"}}
    spent = {t.i for t in time.subtree} if time is not None else set()
    tokens = [t for t in phrase(deed, skip | spent) if t.i not in spent]  # a time compound stays in phrase()
    places = [c for c in head.children if c.dep_ in PLACE_DEPS and c.i > deed.i]  # "… at an orphanage"
    for prep in places:
        tokens += [t for t in prep.subtree if t.i not in clause.time_tokens]
    tokens.sort(key=lambda t: t.i)
    if acceptable(tokens, deed):
        yield Statement(
            subject, SPEND_TIME, text_of(tokens), None, False, clause.ended, clause.confidence, clause.when
        )


def _gerund_noun(head: Token) -> tuple[Token, Token] | None:
    """The deed the tagger made a noun, and the stretch of time it made a part of it: "(the whole
    day) gardening", "(a lot of time) painting", "(the evening) playing board games"."""
    for obj in (c for c in head.children if c.dep_ in {"dobj", "obj"}):
        candidates = [
            obj,
            *(o for p in obj.children if p.dep_ == "prep" and p.lower_ == "of" for o in p.children),
        ]
        for noun in candidates:
            chain = _compounds(noun)
            if not any(t.lower_.endswith("ing") and t.pos_ == "NOUN" for t in chain):
                continue
            time = next(
                (c for t in chain for c in t.children if c.dep_ in TIME_DEPS and stretch_of_time(c)), None
            )
            if time is not None:
                return noun, time
            if noun is not obj and noun.lower_.endswith("ing"):  # "a lot of painting" under "spend time"
                return noun, noun
            others = [t for t in spent_times(head) if t.i < noun.i and t is not noun]
            if noun is obj and noun.lower_.endswith("ing") and others:  # "spend a week skiing": two objects
                return noun, others[-1]
    return None


def _time_on(gerund: Token) -> Token | None:
    """The stretch of time the parser hung on the gerund ("the morning" of "spent the morning baking")."""
    return next(
        (c for c in gerund.children if c.dep_ in TIME_DEPS and c.i < gerund.i and stretch_of_time(c)), None
    )


def _compounds(noun: Token) -> list[Token]:
    """``noun`` and the nouns compounded into it ("playing" and "board" of "playing board games")."""
    found = [noun]
    for child in noun.children:
        if child.dep_ == "compound" and child.pos_ == "NOUN":
            found += _compounds(child)
    return found


__all__ = ["SPEND_TIME", "read_time_spent"]
