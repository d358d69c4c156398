"""An object that says nothing, named by its examples: "I've got some stuff with sentimental value,
like my grandmother's ring", "I do things like pottery and hiking", "we bought a few things such as
a tent and a stove".

The object's head is a word that says nothing alone (the gate's ``EMPTY`` class: "stuff",
"things", "something"), so the verb and its object give no statement; the examples after "like",
"including" or "such as" (attached to the object or to the verb) are what the verb is about, each a
value of its own: "have = grandmother's ring", "do = pottery", "do = hiking".
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Token

from hippograph.ingestion.extract.gate import EMPTY
from hippograph.ingestion.extract.naming import Statement
from hippograph.ingestion.extract.readers import _quantified, _value, predicate_of
from hippograph.ingestion.extract.subjects import Subject
from hippograph.ingestion.extract.views import Clause
from hippograph.ingestion.rules import lexicon

EXAMPLE_PREPS = lexicon("like including")
MAX_EXAMPLES = 4


def read_examples(clause: Clause, subject: Subject) -> Iterator[Statement]:
    """ "I've got some stuff like my hand-painted bowl" -> ``have = hand-painted bowl``."""
    verb = clause.head
    if clause.is_copula or clause.negated:
        return
    objects = [c for c in verb.children if c.dep_ in {"dobj", "obj"}]
    counted = [_quantified(c) for c in objects]  # "a bunch of stuff", "lots of things": the stuff
    empty = [c for c in (*objects, *counted) if c.lower_ in EMPTY]
    if not empty:
        return
    predicate = predicate_of(verb)
    said = 0
    for prep in (c for holder in (verb, *empty) for c in holder.children if _example_prep(c)):
        for example in _examples(prep):
            found = _value(example, clause)
            if found is None or said >= MAX_EXAMPLES:
                continue
            said += 1
            value, entity = found
            yield Statement(
                subject, predicate, value, entity, False, clause.ended, clause.confidence, clause.when
            )


def _example_prep(token: Token) -> bool:
    """ "like", "including", or "as" of "such as"."""
    if token.dep_ != "prep":
        return False
    if token.lower_ in EXAMPLE_PREPS:
        return True
    before = token.doc[token.i - 1] if token.i > 0 else None
    return token.lower_ == "as" and before is not None and before.lower_ == "such"


def _examples(prep: Token) -> Iterator[Token]:
    """The example nouns after ``prep``, coordinated ones included ("pottery and hiking")."""
    for obj in (c for c in prep.children if c.dep_ in {"pobj", "pcomp"}):
        yield obj
        stack = [c for c in obj.children if c.dep_ == "conj"]
        while stack:
            conj = stack.pop(0)
            yield conj
            stack.extend(c for c in conj.children if c.dep_ == "conj")
