"""A pet the speaker has, said without a name: "I have a cat", "We adopted a rescue greyhound",
"My dog sleeps all day".

The pet is an entity of its own ("my cat", a Pet the speaker HAS_PET), as an unnamed relative is
("my husband"): what is said of it later ("She loves my laptop", "Her name is Mochi", in this
message or the next turns) has something to be about, where before the pet lived only in the
value of a fact (``pet = cat``) and the statements about it had no subject to land on.

Only a pet the speaker has now: said in the present or as just acquired ("adopted", "got"), not
negated, not wished for ("I want to get a cat"), not a second one ("another cat", "a second dog":
a new pet is not the one known as "my cat"), and not one named in the same phrase ("a cat named
Miso", which the naming readers tie to its name).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from spacy.tokens import Span, Token

from hippograph.ingestion.extract.entity_types import PET_NOUNS
from hippograph.ingestion.extract.views import elided_subject, subject_of
from hippograph.ingestion.extraction import (
    PRONOUN_PREFIX,
    SPEAKER,
    EdgeCandidate,
    EntityMention,
    Extraction,
)
from hippograph.ingestion.rules import lexicon

# Verbs by which one has or comes to have a pet (the ontology's HAS_PET lexicon, in lemmas).
KEEPING_VERBS = lexicon("have own adopt get rescue foster buy")
SPEAKERS = frozenset({"i", "we"})
OTHER = lexicon("another other second third new-born")
NAMING = lexicon("name call")
OWNED = frozenset({"my", "our"})


def acquired_pets(span: Span) -> Iterator[tuple[Token, str]]:
    """Each pet noun the speaker has, with the name it goes by: (the noun, "my cat")."""
    for noun in span:
        kind = noun.lemma_.casefold()
        first = noun
        while first.dep_ == "conj" and first.head.i != first.i:  # "a cat and a dog"
            first = first.head
        if kind not in PET_NOUNS or noun.tag_ != "NN" or first.dep_ not in {"dobj", "obj"}:
            continue
        verb = first.head
        subject = subject_of(verb)
        dropped = subject is None and elided_subject(verb)  # "Just adopted a puppy, her name is Luna"
        if verb.lemma_.casefold() not in KEEPING_VERBS or not (dropped or _asserted(verb)):
            continue
        if not dropped and (subject is None or subject.lower_ not in SPEAKERS):
            continue
        determiners = [c.lower_ for c in noun.children if c.dep_ in {"det", "poss"}]
        if not determiners or determiners[0] not in {"a", "an", *OWNED}:
            continue
        if any(c.lower_ in OTHER for c in noun.children) or _named(noun):
            continue
        yield noun, f"my {kind}"


def name_pets(result: Extraction) -> None:
    """ "I have a cat. Her name is Mochi.": the pet known as "my cat" takes its name, as "a cat
    named Mochi" gives it: the speaker HAS_PET Mochi, a cat; what was said of "my cat" is Mochi's."""
    pets = [e.name for e in result.entities if e.type == "Pet" and owned_pet(e.name)]
    for fact in list(result.facts):
        if fact.field != "name" or fact.status != "current":
            continue
        old = fact.entity_name
        if old.startswith(PRONOUN_PREFIX) and len(pets) == 1:
            old = pets[0]  # "His name is Biscuit" with one pet said and nobody else named
        kind = owned_pet(old)
        if kind is None:
            continue
        new = fact.value
        if not new or not new[0].isupper():
            continue
        result.facts = [
            replace(f, entity_name=new) if f.entity_name in {old, fact.entity_name} else f
            for f in result.facts
            if f is not fact
        ]
        result.facts.append(replace(fact, entity_name=SPEAKER, field=kind, value_entity=new))
        result.edges = [
            replace(
                e,
                target_name=new if e.target_name == old else e.target_name,
                source_name=new if e.source_name == old else e.source_name,
            )
            for e in result.edges
        ]
        result.entities = [
            e for e in result.entities if e.name.casefold() not in {old.casefold(), new.casefold()}
        ] + [EntityMention(new, "Pet", relation_to_speaker="HAS_PET", descriptor=kind)]
        if not any(e.target_name == new and e.relation == "HAS_PET" for e in result.edges):
            # named in a later turn: the pet known as "my cat" (the resolver gives it the name)
            result.edges.append(EdgeCandidate(SPEAKER, new, "HAS_PET", predicate="have"))


def owned_pet(name: str) -> str | None:
    """The kind of pet a statement's subject "my cat" / "our dog" names, if it is one."""
    words = name.casefold().split()
    if len(words) == 2 and words[0] in OWNED and words[1] in PET_NOUNS:
        return words[1]
    return None


def _asserted(verb: Token) -> bool:
    if any(c.dep_ == "neg" for c in verb.children) or verb.dep_ in {"xcomp", "advcl", "relcl"}:
        return False  # "don't have a dog", "want to get a cat", "if we adopt a dog"
    if any(c.dep_ == "aux" and c.tag_ == "MD" for c in verb.children):
        return False  # "we might get a puppy"
    return not (verb.lemma_ == "have" and verb.tag_ == "VBD")  # "I had a dog as a kid": ended


def _named(noun: Token) -> bool:
    """ "a cat named Miso", "a dog called Rex", "a parrot, Kiwi": named in the same phrase."""
    return any(
        c.dep_ == "appos" or (c.dep_ in {"acl", "relcl"} and c.lemma_.casefold() in NAMING)
        for c in noun.children
    ) or any(c.dep_ in {"acl", "xcomp", "oprd", "ccomp"} and c.lemma_ in NAMING for c in noun.head.children)


__all__ = ["acquired_pets", "name_pets", "owned_pet"]
