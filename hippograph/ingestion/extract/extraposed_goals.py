"""A goal said with "it" first: "It's always been my dream to open a bakery", "It's been a dream
to adopt", "It's my goal to run a marathon this year".

The subject "it" stands for the infinitive after the noun (extraposition); a noun of the class of
aims ("dream", "goal", "ambition") makes the infinitive the speaker's goal, as "my dream is to open
a bakery" does. Without a possessive, only a present or a perfect says it is still wanted ("it's
been a dream to adopt"); a bare past is a verdict on an experience ("it was a dream to work with
her": it was wonderful). Each coordinated infinitive is a goal of its own.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from spacy.tokens import Token

from hippograph.ingestion.extract.gate import acceptable, phrase, text_of
from hippograph.ingestion.extract.naming import Statement
from hippograph.ingestion.extract.subjects import Subject
from hippograph.ingestion.extract.views import Clause
from hippograph.ingestion.rules import lexicon

AIMS = lexicon("dream goal ambition aim aspiration")
OWN = lexicon("my our")
INFINITIVE_DEPS = frozenset({"acl", "relcl", "advcl", "xcomp", "ccomp"})
CONFIDENCE = 0.75


def read_extraposed_goal(clause: Clause, speaker: Subject) -> Iterator[Statement]:
    """ "It's been my dream to open a bakery" -> ``goal = open a bakery``."""
    head, subject = clause.head, clause.subject
    if head.lemma_ != "be" or subject is None or subject.lower_ != "it" or clause.negated:
        return
    aim = next((c for c in head.children if c.dep_ == "attr" and c.lemma_.casefold() in AIMS), None)
    if aim is None:
        return
    owned = [c for c in aim.children if c.dep_ == "poss"]
    if owned and not all(c.lower_ in OWN for c in owned):
        return  # "it's her dream to ...": someone else's
    if not owned and head.tag_ == "VBD":
        return  # "it was a dream to work with her": a verdict, not an aim
    verb = next((c for h in (aim, head) for c in h.children if _infinitive(c)), None)
    if verb is None:
        return
    for each in (verb, *_conjoined(verb)):
        tokens = phrase(each, clause.time_tokens)
        if acceptable(tokens, each):
            said = Statement(speaker, "be", text_of(tokens), None, False, False, CONFIDENCE, clause.when)
            yield replace(said, field="goal")


def _infinitive(token: Token) -> bool:
    return (
        token.dep_ in INFINITIVE_DEPS
        and token.pos_ == "VERB"
        and any(c.dep_ == "aux" and c.lower_ == "to" for c in token.children)
    )


def _conjoined(verb: Token) -> Iterator[Token]:
    for child in verb.children:
        if child.dep_ == "conj" and child.pos_ == "VERB":
            yield child
            yield from _conjoined(child)
