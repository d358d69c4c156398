"""A thing introduced without a name and named in the next clause through a pronoun: "I adopted a
rescue dog last week, her name is Pepper", "we bought a sailboat and its name is Dory". The
possessive pronoun of "name" stands for the last noun before it that says what kind of thing it
is (a pet, a vehicle, a boat); whoever got that thing (the subject of the verb it is the object
of, or "my") has it, by that name. People are named by the kin readers ("my son, his name is
Leo"), so a person noun is left to them.

A pronoun named by a passive naming verb ("She's called Pearl", :func:`read_called`) names the
pronoun's antecedent the same way, across turns through the pipeline's pronoun resolution.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Span, Token

from hippograph.ingestion.extract.entity_types import type_for_descriptor
from hippograph.ingestion.extract.naming import Named, Statement, kind_noun_before
from hippograph.ingestion.extract.subjects import Referents, Subject, is_name, name_span, ner_type, resolve
from hippograph.ingestion.extract.views import subject_of
from hippograph.ingestion.extraction import AGENT, SPEAKER

POSSESSIVES = {"her": "female", "his": "male", "its": None}
SPEAKING = frozenset({"i", "we"})


def read_pronoun_name(span: Span) -> Iterator[Statement]:
    """ "adopted a rescue dog, her name is Pepper": the speaker has Pepper, a dog."""
    for noun in span:
        if noun.lemma_ != "name" or noun.dep_ != "nsubj" or noun.head.lemma_ != "be":
            continue
        poss = next((c for c in noun.children if c.dep_ == "poss" and c.lower_ in POSSESSIVES), None)
        name = next((c for c in noun.head.children if c.dep_ in {"attr", "acomp"} and is_name(c)), None)
        if poss is None or name is None:
            continue
        thing = kind_noun_before([t for t in span if t.i < poss.i])
        owner = _owner(thing) if thing is not None else None
        if thing is None or owner is None:
            continue
        kind = type_for_descriptor(thing.lemma_) or "Concept"
        text = name_span(name) or name.text
        named = Named(text, kind, thing.lemma_, POSSESSIVES[poss.lower_])  # type: ignore[arg-type]
        yield Statement(owner, "have", text, named, False, False, 0.8, None, thing.lemma_)


def _owner(thing: Token) -> Subject | None:
    """Who got the thing: "my dog", "I adopted a dog", "Nadia bought a boat"."""
    if any(c.dep_ == "poss" and c.lower_ in {"my", "our"} for c in thing.children):
        return Subject(SPEAKER, "User")
    if thing.dep_ not in {"dobj", "obj"}:
        return None
    subject = subject_of(thing.head)
    if subject is None:
        return None
    if subject.lower_ in SPEAKING:
        return Subject(SPEAKER, "User")
    if is_name(subject):
        return Subject(name_span(subject) or subject.text, "Person")
    return None


PRONOUN_SUBJECTS = frozenset({"he", "she", "it", "they"})


def read_called(span: Span, referents: Referents) -> Iterator[Statement]:
    """ "We got a new kitten. She's called Pearl.", "He's named Biscuit": a passive naming verb
    whose subject is a pronoun names what the pronoun stands for (in the message, else the
    session's latest fitting entity, resolved by the pipeline), as "her name is Pearl" does."""
    for verb in span:
        if verb.lemma_ not in NAMING or not any(c.dep_ == "auxpass" for c in verb.children):
            continue
        pronoun = next((c for c in verb.children if c.dep_ == "nsubjpass" and c.pos_ == "PRON"), None)
        name = next((c for c in verb.children if c.dep_ in {"oprd", "attr", "xcomp"} and is_name(c)), None)
        if pronoun is None or name is None or pronoun.lower_ not in PRONOUN_SUBJECTS:
            continue
        if any(c.dep_ == "neg" for c in verb.children):
            continue  # "she isn't called Pearl": a wrong name, not hers
        subject = resolve(pronoun, referents)
        if subject is None or subject.name in (SPEAKER, AGENT):
            continue
        text = name_span(name) or name.text
        kind = subject.type if subject.type in {"Person", "Pet"} else ner_type(name) or subject.type
        gender = POSSESSIVES.get({"he": "his", "she": "her"}.get(pronoun.lower_, "its"))
        named = Named(text, kind, subject.descriptor, gender)  # type: ignore[arg-type]
        yield Statement(subject, "be called", text, named, False, False, 0.9, None, "name")


NAMING = frozenset({"call", "name"})
