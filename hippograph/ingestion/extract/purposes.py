"""What the subject did something for: "I joined a gym to get in shape", "we volunteered at the
shelter to make a difference", "I made this painting to show my journey".

An infinitive with no subject of its own, attached to a verb as a clause of purpose, says why the
verb's subject did it: a statement of its own, ``<verb> in order to = <the infinitive's phrase>``
("join in order to: get in shape"; not "join to", which a prepositional object would say), beside
what the verb reader says of the verb and its object. The parser often takes the object of "made
it to show" for the infinitive's subject ("this painting to show"); with no object of its own, the
verb's would-be object is left out and the purpose read as above.

An infinitive a verb takes as its complement is no purpose: "I want to travel", "I asked her to
come", "I have to work", "I'm going to paint" (verbs whose infinitive completes them); nor one
after a copula ("the goal is to win").
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Token

from hippograph.ingestion.extract.gate import acceptable, text_of
from hippograph.ingestion.extract.naming import Statement
from hippograph.ingestion.extract.readers import predicate_of
from hippograph.ingestion.extract.subjects import Subject
from hippograph.ingestion.extract.views import SUBJECT_DEPS, Clause
from hippograph.ingestion.rules import lexicon

# Verbs whose infinitive completes them rather than saying what for ("want to travel").
COMPLEMENTED = lexicon(
    """want need try like love hate prefer hope plan decide start begin learn go have use get seem
    appear manage help choose fail refuse intend mean wish deserve afford forget remember dare
    prepare offer arrange happen tend pretend struggle agree promise continue keep be feel sound
    look"""
)
# Verbs that take an object and an infinitive of what the object is to do ("asked her to come").
OBJECT_CONTROL = lexicon(
    """ask tell let encourage invite allow teach remind convince force persuade expect beg urge
    help want need get like love hate prefer require advise order inspire motivate push pay"""
)
LINKING = lexicon("be feel sound look seem appear become")
PEOPLE = frozenset({"Person", "User"})
MAX_WORDS = 9


def read_purpose(clause: Clause, subject: Subject) -> Iterator[Statement]:
    """ "I joined a gym to get in shape": ``join to = get in shape``."""
    head = clause.head
    if clause.is_copula or clause.negated or subject.type not in PEOPLE:
        return
    for purpose in (c for c in head.children if _purpose(head, c)):
        tokens = [t for t in purpose.subtree if t.i not in clause.time_tokens and not t.is_punct]
        said = {t.i for c in purpose.children if c.dep_ in SUBJECT_DEPS for t in c.subtree}
        tokens = [t for t in tokens if t.i not in said]
        while tokens and tokens[0].dep_ in {"aux", "mark"}:
            tokens = tokens[1:]
        if 1 < len(tokens) <= MAX_WORDS and acceptable(tokens):
            predicate = f"{predicate_of(head)} in order to"
            yield Statement(subject, predicate, text_of(tokens), None, False, False, 0.75, clause.when)


def _purpose(head: Token, child: Token) -> bool:
    if child.pos_ != "VERB" or not any(c.dep_ == "aux" and c.lower_ == "to" for c in child.children):
        return False
    own = [c for c in child.children if c.dep_ in SUBJECT_DEPS]
    has_object = any(c.dep_ in {"dobj", "obj"} for c in head.children)
    if child.dep_ == "advcl":
        return not own and head.lemma_ not in LINKING
    if child.dep_ == "xcomp":  # "started a blog to share ...": the object leaves no room for a complement
        return not own and has_object and head.lemma_ not in OBJECT_CONTROL | LINKING
    if child.dep_ == "ccomp":  # "made this painting to show ...": the object taken for a subject
        if head.lemma_ in COMPLEMENTED or head.lemma_ in OBJECT_CONTROL:
            return False
        return not has_object and len(own) == 1 and head.i < own[0].i < child.i
    return False


__all__ = ["read_purpose"]
