"""A light verb, a bare noun and a preposition said as one predicate: "I take care of my mum",
"she takes part in the choir", "we keep track of our spending", "he made friends with Ravi".

The noun carries the deed with the verb when it is bare (no determiner, possessive, number or
modifier of its own: "care", "part", "track"), so the predicate is the three words ("take care
of") and the value is the preposition's object ("my mum"), never "take" = "care of mum". A noun
with words of its own is an object like any other ("took a photo of the bridge").
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Token

from hippograph.ingestion.extract.naming import Statement
from hippograph.ingestion.extract.readers import _prep_statements
from hippograph.ingestion.extract.subjects import Subject
from hippograph.ingestion.extract.views import Clause
from hippograph.ingestion.rules import lexicon

LIGHT = lexicon("take make keep pay lose catch give find")
_OWN_WORDS = frozenset({"det", "poss", "amod", "compound", "nummod", "quantmod", "acl", "relcl"})


def light_noun(verb: Token) -> tuple[Token, Token] | None:
    """The bare noun of a light verb and the preposition right after it: ("care", "of")."""
    if verb.lemma_.casefold() not in LIGHT:
        return None
    noun = next((c for c in verb.children if c.dep_ in {"dobj", "obj"}), None)
    if noun is None or noun.tag_ != "NN" or noun.ent_type_:
        return None
    if any(c.dep_ in _OWN_WORDS for c in noun.children):
        return None
    after = noun.doc[noun.i + 1] if noun.i + 1 < len(noun.doc) else None
    if after is None or after.dep_ != "prep" or after.head.i not in (noun.i, verb.i):
        return None
    if not any(c.dep_ in {"pobj", "pcomp"} for c in after.children):
        return None
    return noun, after


def read_light_noun(clause: Clause, subject: Subject) -> Iterator[Statement]:
    """ "I take care of my mum": ``take care of`` = "my mum"."""
    found = light_noun(clause.head)
    if found is None:
        return
    noun, prep = found
    yield from _prep_statements(clause, subject, f"{clause.head.lemma_.casefold()} {noun.lower_}", prep)


__all__ = ["light_noun", "read_light_noun"]
