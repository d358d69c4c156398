"""Adjuncts and objects that tell no deed of their own: "do it" pointing at a deed said before,
"at six" said of a deed begun in the past (an age, not a place)."""

from __future__ import annotations

from spacy.tokens import Token

OBJECT_DEPS = frozenset({"dobj", "obj"})


PRO_OBJECTS = frozenset({"it", "that", "this", "so"})


def pro_deed(verb: Token) -> bool:
    """ "do it", "doing this", "did that": a deed that only points at one said before."""
    objects = [c for c in verb.children if c.dep_ in OBJECT_DEPS]
    return verb.lemma_ == "do" and bool(objects) and all(o.lower_ in PRO_OBJECTS for o in objects)


def at_an_age(prep: Token) -> bool:
    """ "started playing the violin at six": an age said with "at" and a bare number (no noun of
    its own) on a deed whose beginning is told in the past -- the time of life it began at. Said
    of anything else a bare "at six" is a time of day ("closes at six", "I start work at six")."""
    verb = prep.head
    begun = verb.dep_ == "xcomp" and verb.head.lemma_ in {"start", "begin"} and verb.head.tag_ == "VBD"
    if prep.lower_ != "at" or not begun:
        return False
    objects = [c for c in prep.children if c.dep_ == "pobj"]
    return len(objects) == 1 and objects[0].like_num and not list(objects[0].children)
