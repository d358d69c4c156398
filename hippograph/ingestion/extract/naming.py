"""Naming: a thing given a name ("a tabby cat named Miso", "the horse I ride is named Juniper",
"my band is called The Lanterns", "she named her goldfish Bubbles"), typed by the noun that
introduced it and owned by whoever's it is; and the statement shapes the readers share.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace

from spacy.tokens import Token

from hippograph.ingestion.extract.entity_types import gender_for, type_for_descriptor
from hippograph.ingestion.extract.gate import phrase, text_of
from hippograph.ingestion.extract.name_forms import given_name
from hippograph.ingestion.extract.subjects import Subject, is_name, name_span, named_appos, ner_type
from hippograph.ingestion.extract.views import Clause
from hippograph.ingestion.extract.vocabulary import ontology_of
from hippograph.ingestion.extraction import SPEAKER, Gender
from hippograph.lexicon import KINSHIP

NAMING_VERBS = frozenset({"name", "call", "title", "dub", "nickname"})


@dataclass(frozen=True)
class Named:
    name: str
    type: str
    descriptor: str | None = None
    gender: Gender | None = None


@dataclass(frozen=True)
class Statement:
    subject: Subject
    predicate: str  # lemma phrase: "coach at", "be allergic to"
    value: str
    value_entity: Named | None
    negated: bool
    ended: bool
    confidence: float
    when: str | None
    field: str | None = None  # a field the construction itself names ("band" for "my band")
    future: bool = False
    past: bool = False  # said in the simple past: a tie with a past counterpart is that one


def _named_by(head: Token) -> Named | None:
    """ "a tabby cat named Miso", "my friend Ben", "Ben": the entity a noun phrase names."""
    for child in head.children:
        if child.dep_ == "acl" and child.lemma_ in NAMING_VERBS:
            name = next((c for c in child.children if c.dep_ in {"oprd", "dobj", "attr", "xcomp"}), None)
            if name is not None and (name.pos_ in {"PROPN", "NOUN"} or is_name(name)):
                text = name_span(name) or text_of(phrase(name))
                kind = type_for_descriptor(head.lemma_) or ner_type(name) or "Concept"
                return Named(text, kind, head.lemma_, gender_for(head.lemma_))
    verb = head.head
    if head.dep_ == "nsubjpass" and verb.lemma_ in NAMING_VERBS and head.pos_ == "NOUN":
        name = next((c for c in verb.children if c.dep_ in {"oprd", "attr", "xcomp"}), None)
        if name is not None and is_name(name):  # "the horse I ride is named Juniper"
            text = name_span(name) or text_of(phrase(name))
            kind = type_for_descriptor(head.lemma_) or ner_type(name) or "Concept"
            return Named(text, kind, head.lemma_, gender_for(head.lemma_))
    if head.pos_ == "NOUN":
        named = named_appos(head) or given_name(head)  # "Felix, our dog", "a parrot whose name is Mango"
        if named is not None:
            text = name_span(named) or named.text
            kind = type_for_descriptor(head.lemma_) or ner_type(named) or "Person"
            return Named(text, kind, head.lemma_, gender_for(head.lemma_))
    return None


named_by = _named_by


def described_apart(noun: Token) -> str | None:
    """ "a retired pilot called Graham": what the noun says Graham is, without the naming phrase
    ("retired pilot"); None when no naming phrase hangs on the noun."""
    naming = [c for c in noun.children if c.dep_ == "acl" and c.lemma_ in NAMING_VERBS]
    if not naming:
        return None
    skip = [t.i for acl in naming for t in acl.subtree]
    words = [t for t in phrase(noun, skip) if t.dep_ not in {"det", "poss"}]
    return text_of(words) or None


def _kind_of(found: Statement, noun: str) -> Iterator[Statement]:
    """ "Gabriel's dog is a greyhound named Pepper": Pepper is a greyhound, when the noun that
    names Pepper says more than the owner's noun ("dog")."""
    entity = found.value_entity
    if entity is None or not entity.descriptor or entity.descriptor == noun.split()[-1]:
        return
    named = Subject(entity.name, entity.type, descriptor=entity.descriptor)
    yield replace(
        found, subject=named, predicate="be", value=entity.descriptor, value_entity=None, field=None
    )


def _misparsed_naming(verb: Token) -> Named | None:
    name = next((c for c in verb.children if c.dep_ in {"oprd", "attr"} and c.pos_ == "PROPN"), None)
    noun = next(
        (c for c in verb.children if c.dep_ in {"npadvmod", "nsubj", "dobj"} and c.pos_ == "NOUN"), None
    )
    if name is None or noun is None:
        return None
    text = name_span(name) or name.text
    kind = type_for_descriptor(noun.lemma_) or ner_type(name) or "Concept"
    return Named(text, kind, noun.lemma_, gender_for(noun.lemma_))


def read_naming(clause: Clause, subject: Subject, verb: Token) -> Iterator[Statement]:
    """ "my band is called The Lanterns": the speaker's band, named."""
    name = next((c for c in verb.children if c.dep_ in {"oprd", "attr", "dobj", "xcomp"}), None)
    if name is None or subject.noun is None or subject.owner is None:
        return
    text = name_span(name) or text_of(phrase(name))
    if not text:
        return
    noun = subject.noun.split()[-1]
    kind = type_for_descriptor(noun) or ner_type(name) or "Concept"
    owner = Subject(subject.owner, "User" if subject.owner == SPEAKER else "Person")
    # "our choir is the Harbour Singers": a noun that names a tie ties the owner by it (one sings
    # in one's choir, works at one's company), as the ontology declares; any other is had
    tie = ontology_of(verb.doc).relation_for_tie_noun(noun)
    tied = tie is not None and bool(tie.lexicon) and kind in tie.range and owner.type in tie.domain
    yield Statement(
        owner,
        tie.lexicon[0] if tie is not None and tied else "have",
        text,
        Named(text, kind, noun, gender_for(noun)),
        clause.negated,
        clause.ended,
        clause.confidence,
        clause.when,
        subject.noun,
    )


def _naming_object(clause: Clause, subject: Subject, verb: Token) -> Iterator[Statement]:
    """ "X named her goldfish Bubbles": the owner of the thing named (the subject, unless "my"
    says the speaker) has it, by its name."""
    thing = next((c for c in verb.children if c.dep_ == "dobj" and c.pos_ == "NOUN"), None)
    name = next((c for c in verb.children if c.dep_ in {"oprd", "xcomp", "attr"}), None)
    obj = next((c for c in verb.children if c.dep_ == "dobj"), None)
    if name is None and obj is not None and is_name(obj):  # "named her goldfish Bubbles" as one phrase
        name = obj
        thing = next(
            (c for c in obj.children if c.dep_ in {"amod", "compound"} and type_for_descriptor(c.lemma_)),
            None,
        )
    if thing is None and name is not None and is_name(name):
        thing = _antecedent(verb, name)  # "adopted a kitten and called her Bella"
    if thing is None or name is None or not is_name(name) or thing.lemma_ in KINSHIP:
        return
    text = name_span(name) or text_of(phrase(name))
    holder = name if name is obj else thing
    poss = next((c for c in holder.children if c.dep_ == "poss"), None)
    owner = Subject(SPEAKER, "User") if poss is not None and poss.lower_ in {"my", "our"} else subject
    kind = type_for_descriptor(thing.lemma_) or ner_type(name) or "Concept"
    entity = Named(text, kind, thing.lemma_, gender_for(thing.lemma_))
    yield Statement(
        owner,
        "have",
        text,
        entity,
        clause.negated,
        clause.ended,
        clause.confidence,
        clause.when,
        thing.lemma_,
    )


OBJECT_PRONOUNS = frozenset({"her", "him", "it", "them"})


def _antecedent(verb: Token, name: Token) -> Token | None:
    """The thing "her" stands for in "adopted a kitten and called her Bella" (parsed with "her"
    the possessive of the name, or its object): the last noun before the verb in the sentence
    that says what kind of thing it is; a person ("had a baby and called her Rosa") is named by
    the kin readers instead."""
    pronoun = next(
        (c for c in [*verb.children, *name.children] if c.lower_ in OBJECT_PRONOUNS and c.i < name.i), None
    )
    if pronoun is None:
        return None
    return kind_noun_before(list(verb.sent)[: verb.i - verb.sent.start])


def kind_noun_before(tokens: list[Token]) -> Token | None:
    """The last noun of ``tokens`` that says what kind of thing it is (a pet, a vehicle), which
    a later "her" or "its" stands for; None when that noun is a person's (the kin readers name
    people) or there is none."""
    for token in reversed(tokens):
        kind = type_for_descriptor(token.lemma_) if token.pos_ == "NOUN" else None
        if kind is not None:
            return token if kind != "Person" else None
    return None


__all__ = ["NAMING_VERBS", "Named", "Statement", "kind_noun_before", "named_by", "read_naming"]
