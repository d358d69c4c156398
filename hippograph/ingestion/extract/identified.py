"""A thing identified by a relative clause or a name it is said with: "the gym that I go to opens
at five", "the clinic where Darius works is near the harbour", "the flight to Tokyo costs 800
euros"; and a relative the speaker says they have: "I have a friend who lives in Perth".

A definite common noun alone names nothing we can keep ("the gym is busy" is about some gym). With
a relative clause that ties it to the speaker or to someone named, or a phrase that names a place
or an organisation ("to Tokyo"), it is one particular thing the conversation can come back to, and
what the main clause says of it is a statement about it.

"I have a sister." alone (:func:`acquired_relatives`) gives the speaker's relative without a name,
"my sister", so that "Her name is Ana." in a later turn names her (as an unnamed pet is named).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from spacy.tokens import Span, Token

from hippograph.ingestion.extract.entity_types import gender_for, type_for_descriptor
from hippograph.ingestion.extract.subjects import Subject, is_name
from hippograph.ingestion.extraction import Extraction
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


ONE = frozenset({"a", "an", "one"})
OTHER = frozenset({"another", "other", "second", "third", "new", "half", "older", "younger", "big", "little"})


def acquired_relatives(span: Span) -> Iterator[Subject]:
    """ "I have a sister", "we have a son": each relative the speaker says they have, one of a
    kind and without a name (a name, a relative clause or a count is read elsewhere), as "my
    sister". Not when negated, in the past ("I had a brother") or wished for."""
    for token in span:
        if token.pos_ != "NOUN" or token.lemma_ not in KINSHIP or token.tag_ != "NN":
            continue
        if token.dep_ not in {"dobj", "obj"} or token.head.lemma_ != "have" or token.head.tag_ == "VBD":
            continue
        verb = token.head
        if not any(c.dep_ == "nsubj" and c.lower_ in {"i", "we"} for c in verb.children):
            continue
        if verb.dep_ in {"xcomp", "advcl", "relcl", "ccomp"} or any(
            c.dep_ == "neg" or (c.dep_ == "aux" and c.tag_ == "MD") for c in verb.children
        ):
            continue  # "I don't have a brother", "I wish I had a sister", "we might have a son"
        children = list(token.children)
        if not any(c.dep_ == "det" and c.lower_ in ONE for c in children):
            continue
        said = {c.dep_ for c in children}
        if said & {"relcl", "appos", "acl", "compound", "prep"} or any(c.lower_ in OTHER for c in children):
            continue  # "a sister named Ana", "a brother who ...", "a half-brother", "a sister in Oslo"
        kin = token.lemma_
        yield Subject(f"my {kin}", "Person", gender=gender_for(kin), descriptor=kin)


def name_relatives(result: Extraction) -> None:
    """ "I have a brother. His name is Jonas.", said in one message: the relative known as "my
    brother" is Jonas -- the speaker's tie and what was said of him go to the name, and no
    second brother stays beside him (across turns the resolver renames the stored one)."""
    unnamed = {e.name: e for e in result.entities if e.relation_to_speaker and e.name.startswith("my ")}
    for fact in list(result.facts):
        old = unnamed.get(fact.entity_name)
        if fact.field != "name" or fact.status != "current" or old is None or not fact.value_entity:
            continue
        new = fact.value_entity
        if not new[:1].isupper() or any(e.name == new and e.relation_to_speaker for e in result.entities):
            continue
        result.facts = [replace(f, entity_name=new) if f.entity_name == old.name else f for f in result.facts]
        result.facts = [f for f in result.facts if not (f.entity_name == new and f.field == "name")]
        result.edges = [
            replace(
                e,
                source_name=new if e.source_name == old.name else e.source_name,
                target_name=new if e.target_name == old.name else e.target_name,
            )
            for e in result.edges
        ]
        others = [e for e in result.entities if e.name not in {old.name, new}]
        result.entities = [*others, replace(old, name=new)]


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
