"""A role one is given: "my boss got promoted to vice president", "Ines was appointed head
teacher", "he was hired as a sous-chef". Said in the passive of a verb of giving a post, the noun
after "to" or "as" (or the verb's complement) is the subject's role from then on -- beside the
event itself, which the rule table keeps ("got promoted to vice president")."""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Token

from hippograph.ingestion.extract.gate import acceptable, phrase, text_of
from hippograph.ingestion.extract.naming import Statement
from hippograph.ingestion.extract.readers import _prep_statements
from hippograph.ingestion.extract.subjects import Subject
from hippograph.ingestion.extract.views import Clause
from hippograph.ingestion.rules import lexicon

APPOINTING = lexicon("promote appoint hire elect name make")
POST_PREPS = lexicon("to as")


def read_appointment(clause: Clause, subject: Subject) -> Iterator[Statement]:
    """ "got promoted to director": role = director."""
    verb = clause.head
    if verb.lemma_.casefold() not in APPOINTING or clause.negated:
        return
    if not any(c.dep_ == "auxpass" for c in verb.children):
        return  # "they promoted him": whose role is the object's, read elsewhere
    post = _post(verb)
    if post is None or post.pos_ != "NOUN":
        return
    where = [c for c in post.children if c.dep_ == "prep" and c.lower_ != "of"]  # "at Noma": apart
    words = phrase(post, skip=[t.i for p in where for t in p.subtree])
    if not acceptable(words):
        return
    role = text_of(words)
    yield Statement(subject, "be appoint", role, None, False, False, clause.confidence, clause.when, "role")
    for prep in where:  # "hired as a sous-chef at Noma": works there
        yield from _prep_statements(clause, subject, "work", prep)


def _post(verb: Token) -> Token | None:
    for child in verb.children:
        if child.dep_ == "prep" and child.lower_ in POST_PREPS:
            return next((c for c in child.children if c.dep_ == "pobj"), None)
        if child.dep_ in {"oprd", "attr"}:  # "was appointed head teacher"
            return child
    return None


__all__ = ["read_appointment"]
