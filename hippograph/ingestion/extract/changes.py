"""A quantity said by how it changed: "my rent went up to 1,200 pounds a month", "her salary rose
to 80,000 dollars", "our mortgage dropped to 900 a month".

A verb of change in amount ("rise", "increase", "fall", "go up", "be raised") with "to" and a
measure says what the amount came to, and so what it is now: the owner's fact under the owned
noun's name, as "my rent is 1,200 pounds a month" would state it (rent = 1,200 pounds a month).
Without "to" ("went up by 50 pounds", "rose 10 %") the sentence tells the change, not the amount,
and states nothing here.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from spacy.tokens import Token

from hippograph.ingestion.extract.naming import Statement
from hippograph.ingestion.extract.quantities import is_measure, measure_text
from hippograph.ingestion.extract.subjects import Subject
from hippograph.ingestion.extract.views import Clause
from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.rules import CURRENCY, lexicon

# Verbs that change an amount by themselves ("rose to"), and those that do with a particle
# ("went up to", "shot up to", "came down to").
CHANGING = lexicon(
    """rise increase climb jump grow soar drop fall decrease decline shrink sink raise cut reduce
    lower hike double triple halve"""
)
MOVING = lexicon("go shoot come creep edge")
DIRECTIONS = lexicon("up down")
THOUSANDS = re.compile(r"[$£€]?\d[\d,.]*k", re.IGNORECASE)
BOUNDS = re.compile(r"^(?:(?:up|down) )?to ", re.IGNORECASE)


def read_change(clause: Clause, owned: Subject) -> Iterator[Statement]:
    """ "my rent went up to 1,200 pounds a month" → (speaker) rent = 1,200 pounds a month."""
    if owned.owner is None or not owned.noun or clause.negated or clause.future:
        return
    measure = changed_to(clause.head)
    value = measure_text(measure) if measure is not None else None
    if value is None:
        return
    value = BOUNDS.sub("", value)  # "up to 1,200 pounds": the amount it came to
    owner = Subject(owned.owner, "User" if owned.owner == SPEAKER else "Person")
    noun = owned.noun.split()[-1]
    yield Statement(owner, noun, value, None, False, False, clause.confidence, clause.when, noun)


def changed_to(verb: Token) -> Token | None:
    """The measure a verb of change says its subject came to, if it says one."""
    if verb.pos_ != "VERB" or verb.lemma_ not in CHANGING | MOVING:
        return None
    for child in verb.children:
        if child.dep_ == "prep" and child.lower_ == "to":
            measure = next((c for c in child.children if c.dep_ == "pobj"), None)
            if measure is not None and _amount(measure) and _changing(verb, set()):
                return measure
        # "went up to 1,200 pounds": "up to" parsed as bounds of the number, the measure an object
        bounded = child.dep_ in {"dobj", "npadvmod"} and _amount(child) and "to" in _bounds(child)
        if bounded and _changing(verb, _bounds(child)):
            return child
    return None


def _changing(verb: Token, bounds: set[str]) -> bool:
    """A verb of change itself, or a verb of motion with "up" or "down" (as a particle of the
    verb or parsed as a bound of the number)."""
    if verb.lemma_ in CHANGING:
        return True
    particles = {c.lower_ for c in verb.children if c.dep_ in {"prt", "advmod"}}
    return bool((particles | bounds) & DIRECTIONS)


def _amount(token: Token) -> bool:
    """A measure, or money counted in a currency NER did not mark ("900 euros", "70k")."""
    if is_measure(token) or (token.ent_type_ in {"MONEY", "PERCENT"} and token.like_num):
        return True
    if THOUSANDS.fullmatch(token.text):
        return True
    return token.lower_ in CURRENCY and any(c.dep_ == "nummod" and c.like_num for c in token.children)


def _bounds(measure: Token) -> set[str]:
    """The words hung on a measure's number as its bounds: "up to 1,200 pounds"."""
    return {t.lower_ for c in measure.children for t in c.children if t.dep_ == "quantmod"}


__all__ = ["changed_to", "read_change"]
