"""The speaker's verdict on an occasion they were at: "The concert was amazing!", "the trip to
Hawaii was so relaxing", "Our camping trip was great", "Last night's show was incredible".

A past copula, a subject that is one particular occasion (a noun of the class of events and
outings, named with a determiner or a possessive) and an adjective of enjoyment: the speaker, who
tells of it, went to it and enjoyed it -- what "I enjoyed the concert" says. The value is the
occasion's noun phrase as said. A present verdict ("concerts are great") is a taste, read
elsewhere; a verdict on a thing ("the food was amazing"), on a person, or a negative one says
nothing about what the speaker did.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Token

from hippograph.ingestion.extract.entity_types import EVENT_NOUNS, type_for_descriptor
from hippograph.ingestion.extract.gate import acceptable, phrase, text_of
from hippograph.ingestion.extract.implicit import ENJOYABLE
from hippograph.ingestion.extract.naming import Statement
from hippograph.ingestion.extract.subjects import Subject
from hippograph.ingestion.extract.views import Clause
from hippograph.ingestion.rules import lexicon

# Nouns of occasions and outings one goes to or takes part in.
OCCASIONS = EVENT_NOUNS | lexicon(
    """trip hike vacation holiday retreat class workshop lesson course dinner lunch brunch picnic
    show concert gig play performance game match tournament meet reunion gathering celebration
    ceremony exhibition exhibit tour camp outing excursion cruise visit session screening recital
    reading talk seminar convention fundraiser walk run ride journey getaway weekend"""
)
# Adjectives of a good time beside the ones of enjoyment the evaluations share.
GOOD_TIME = ENJOYABLE | lexicon(
    "incredible fantastic beautiful unforgettable memorable epic brilliant magical blast excellent"
)
SPECIFIC = frozenset({"det", "poss"})
GENERIC_DETERMINERS = lexicon("a an any every each some")
CONFIDENCE = 0.7


def read_occasion(clause: Clause, speaker: Subject) -> Iterator[Statement]:
    """ "The concert was amazing": ``enjoy = the concert``."""
    head, subject = clause.head, clause.subject
    if not clause.is_copula or head.tag_ != "VBD" or clause.negated or subject is None:
        return
    if subject.pos_ != "NOUN" or not _occasion(subject):
        return
    marks = [c for c in subject.children if c.dep_ in SPECIFIC]
    if not marks or any(c.lower_ in GENERIC_DETERMINERS for c in marks):
        return
    verdict = next((c for c in head.children if c.dep_ in {"acomp", "attr"}), None)
    if verdict is None or not _good(verdict):
        return
    tokens = [
        t for t in phrase(subject, clause.time_tokens) if not (t.dep_ == "det" and t.head.i == subject.i)
    ]
    if acceptable(tokens, subject):
        yield Statement(speaker, "enjoy", text_of(tokens), None, False, False, CONFIDENCE, clause.when)


def _occasion(noun: Token) -> bool:
    lemma = noun.lemma_.casefold()
    return lemma in OCCASIONS or type_for_descriptor(lemma) == "Event"


def _good(verdict: Token) -> bool:
    """ "amazing", "so much fun", "a blast", "an amazing experience"."""
    if verdict.lemma_.casefold() in GOOD_TIME or verdict.lower_ in GOOD_TIME:
        return True
    return verdict.pos_ == "NOUN" and any(
        c.dep_ == "amod" and (c.lower_ in GOOD_TIME or c.lemma_ in GOOD_TIME) for c in verdict.children
    )


__all__ = ["read_occasion"]
