"""What the subject did while feeling something, said as a participle after the feeling: "I felt
super powerful giving my talk", "I was so nervous presenting my research", "I felt fulfilled
guiding and supporting them", "she was proud finishing her first marathon".

The participle has no subject of its own; its subject is the clause's, who felt so while doing
it: the participle is read as that subject's own clause (its verb, object, places), a deed done
when the feeling was felt (the clause's tense and time). Only after a feeling -- "feel" or a copula
with an adjective or participle of feeling -- is the participle the subject's deed: "I saw him
giving a talk" is his.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from spacy.tokens import Token

from hippograph.ingestion.extract.naming import Statement
from hippograph.ingestion.extract.readers import read_verb
from hippograph.ingestion.extract.subjects import Subject
from hippograph.ingestion.extract.views import SUBJECT_DEPS, Clause

FEELING_VERBS = frozenset({"feel", "be", "get"})
STATE_DEPS = frozenset({"acomp", "ccomp", "oprd", "xcomp"})
DEED_DEPS = frozenset({"xcomp", "advcl"})
PEOPLE = frozenset({"Person", "User"})


def read_participial_deed(clause: Clause, subject: Subject) -> Iterator[Statement]:
    """ "I felt super powerful giving my talk": ``give = talk``."""
    head = clause.head
    if head.lemma_.casefold() not in FEELING_VERBS or clause.negated or subject.type not in PEOPLE:
        return
    states = [c for c in head.children if c.dep_ in STATE_DEPS and _feeling_word(c)]
    if not states:
        return
    for deed in _deeds(head, states):
        for found in read_verb(replace(clause, head=deed), subject, deed):
            yield replace(found, negated=False)


def _feeling_word(token: Token) -> bool:
    """An adjective ("proud") or a participle of feeling ("fulfilled", "excited")."""
    return token.pos_ == "ADJ" or (token.tag_ == "VBN" and token.pos_ == "VERB")


def _deeds(head: Token, states: list[Token]) -> Iterator[Token]:
    for holder in [head, *states]:
        for child in holder.children:
            if child.dep_ not in DEED_DEPS or child.tag_ != "VBG" or child.pos_ != "VERB":
                continue
            if any(c.dep_ in SUBJECT_DEPS or c.dep_ in {"mark", "aux"} for c in child.children):
                continue  # "while I was giving ...", "to be giving": a clause read on its own
            yield child
            yield from (c for c in child.conjuncts if c.i > child.i and c.tag_ == "VBG")


__all__ = ["read_participial_deed"]
