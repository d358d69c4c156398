"""A thing identified by a relative clause or a name it is said with: "the gym that I go to opens
at five", "the clinic where Darius works is near the harbour", "the flight to Tokyo costs 800
euros"; and a relative the speaker says they have: "I have a friend who lives in Perth".

A definite common noun alone names nothing we can keep ("the gym is busy" is about some gym). With
a relative clause that ties it to the speaker or to someone named, or a phrase that names a place
or an organisation ("to Tokyo"), it is one particular thing the conversation can come back to, and
what the main clause says of it is a statement about it.
"""

from __future__ import annotations

from spacy.tokens import Token

from hippograph.ingestion.extract.entity_types import gender_for, type_for_descriptor
from hippograph.ingestion.extract.subjects import Subject, is_name
from hippograph.lexicon import KINSHIP

DEFINITE = frozenset({"the", "that", "this"})
_SELF = frozenset({"i", "we", "me", "us", "my", "our"})


def had_relative(token: Token) -> Subject | None:
    """ "I have a friend who lives in Perth": the relative clause is about the speaker's friend."""
    if token.pos_ != "NOUN" or token.lemma_ not in KINSHIP or token.dep_ not in {"dobj", "obj"}:
        return None
    verb = token.head
    if verb.lemma_ != "have" or not any(c.dep_ == "nsubj" and c.lower_ in {"i", "we"} for c in verb.children):
        return None
    if not any(c.dep_ == "relcl" for c in token.children):
        return None
    return Subject(f"my {token.lemma_}", "Person", gender=gender_for(token.lemma_), descriptor=token.lemma_)


def identified_thing(token: Token) -> Subject | None:
    """The subject ``token`` names when a relative clause that speaks of the speaker or of a
    named someone identifies it, or None."""
    if token.pos_ != "NOUN" or token.lemma_ in KINSHIP or type_for_descriptor(token.lemma_) == "Person":
        return None  # "the dentist I see": a person without a name, not one the graph can keep
    if not any(c.dep_ == "det" and c.lower_ in DEFINITE for c in token.children):
        return None
    relative = next((c for c in token.children if c.dep_ == "relcl" and c.i > token.i), None)
    named = next((c for c in token.children if c.dep_ == "prep" and _names_one(c)), None)
    if (relative is None or not _anchored(relative)) and named is None:
        return None
    words = [c for c in token.children if c.dep_ in {"compound", "amod"} and c.i < token.i]
    name = " ".join(t.lower_ for t in sorted([*words, token], key=lambda t: t.i))
    if relative is None and named is not None:  # "the flight to Tokyo": the place says which
        name = f"{name} {' '.join(t.text for t in named.subtree)}"
    return Subject(name, type_for_descriptor(token.lemma_) or "Concept", descriptor=token.lemma_)


def _names_one(prep: Token) -> bool:
    """ "to Tokyo", "with Fenwick Capital": a phrase whose object is a name."""
    obj = next((c for c in prep.children if c.dep_ == "pobj"), None)
    return obj is not None and obj.pos_ == "PROPN" and is_name(obj)


def _anchored(relative: Token) -> bool:
    """The relative clause names the speaker or someone by name: "that I go to", "where Darius
    works", "my father left me"."""
    return any(w.lower_ in _SELF or is_name(w) or w.lemma_ in KINSHIP for w in relative.subtree)
