"""A pet that has died: "Our dog Rex died last spring", "we lost our cat Mittens in May", "my
hamster passed away". The pet stays a pet of the graph (its entity, its name, what was said of
it), but the speaker keeps it no more: the ``HAS_PET`` tie and the fact that names the pet are
ended as of the sentence, as an ending verb ends any tie ("sold my car"). Read from the parse: a
verb of dying (``die``, ``pass away``, ``pass on``, ``be put down``, ``be put to sleep``) whose
subject is a pet (a pet entity of the message, or a pet noun of the speaker's), or "lose" with the
speaker as its subject and the speaker's pet as its object. Persons who die are not touched here:
a relative stays a relative.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from spacy.tokens import Doc, Token

from hippograph.ingestion.extract.entity_types import type_for_descriptor
from hippograph.ingestion.extract.subjects import name_span
from hippograph.ingestion.extraction import SPEAKER, Extraction, FactCandidate
from hippograph.ingestion.rules import FIELDS

DYING = frozenset({"die"})
DYING_PHRASES = {"pass": frozenset({"away", "on"}), "put": frozenset({"down"})}
SPEAKER_WORDS = frozenset({"i", "we"})
OWN = frozenset({"my", "our"})
SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass"})


def end_dead_pets(doc: Doc, result: Extraction) -> None:
    """End in ``result`` the speaker's keeping of each pet ``doc`` says has died."""
    for verb in doc:
        for dead in _dead(verb):
            name = _pet_name(dead)
            if name is not None and _is_pet(name, result):
                _end_keeping(name, result)
            elif name is None and _own_pet_noun(dead):
                _end_unnamed(dead, result)


def _dead(verb: Token) -> Iterator[Token]:
    """The words for what ``verb`` says has died (said as a fact: no negation, no modal, no
    question)."""
    if verb.pos_ != "VERB" or any(c.dep_ == "neg" or c.tag_ == "MD" for c in verb.children):
        return
    if verb.sent.text.rstrip().endswith("?"):
        return
    particles = {c.lower_ for c in verb.children if c.dep_ in {"prt", "advmod"}}
    dying = verb.lemma_ in DYING or bool(particles & DYING_PHRASES.get(verb.lemma_, frozenset()))
    dying = dying or (verb.lemma_ == "put" and _to_sleep(verb))
    put_down = [c for c in verb.children if c.dep_ in {"dobj", "obj"}] if verb.lemma_ == "put" else []
    if dying and put_down:  # "we had to put our dog down", "put Max to sleep"
        yield from put_down
    elif dying:
        yield from (c for c in verb.children if c.dep_ in SUBJECT_DEPS)
    elif verb.lemma_ == "lose" and any(
        c.dep_ == "nsubj" and c.lower_ in SPEAKER_WORDS for c in verb.children
    ):
        yield from (c for c in verb.children if c.dep_ in {"dobj", "obj"})


def _to_sleep(verb: Token) -> bool:
    """ "was put to sleep"."""
    return any(
        c.dep_ == "prep" and c.lower_ == "to" and any(g.lower_ == "sleep" for g in c.children)
        for c in verb.children
    )


def _pet_name(token: Token) -> str | None:
    """The name of what ``token`` stands for: itself if a name, else the name set beside its noun
    ("our cat Pepper", "our rabbit Clover" parsed as two subjects)."""
    if token.pos_ == "PROPN":
        return name_span(token) or token.text
    named = next((c for c in token.children if c.dep_ in {"appos", "compound"} and c.pos_ == "PROPN"), None)
    if named is None and token.i + 1 < len(token.doc):
        after = token.doc[token.i + 1]
        named = after if after.pos_ == "PROPN" and after.dep_ == token.dep_ else None
    return (name_span(named) or named.text) if named is not None else None


def _is_pet(name: str, result: Extraction) -> bool:
    key = name.casefold()
    return any(e.name.casefold() == key and e.type == "Pet" for e in result.entities)


def _own_pet_noun(token: Token) -> bool:
    return type_for_descriptor(token.lemma_) == "Pet" and any(
        c.dep_ == "poss" and c.lower_ in OWN for c in token.children
    )


def _end_keeping(name: str, result: Extraction) -> None:
    key = name.casefold()
    result.edges[:] = [
        replace(e, status="ended") if e.relation == "HAS_PET" and e.target_name.casefold() == key else e
        for e in result.edges
    ]
    result.facts[:] = [
        replace(f, status="ended")
        if f.entity_name == SPEAKER and (f.value_entity or f.value).casefold() == key
        else f
        for f in result.facts
    ]


def _end_unnamed(token: Token, result: Extraction) -> None:
    """ "My hamster died": the speaker's hamster, without a name, kept no more."""
    noun = token.lemma_
    if any(
        f.field == "pet" and f.value.casefold() == noun and f.entity_name == SPEAKER for f in result.facts
    ):
        result.facts[:] = [
            replace(f, status="ended") if f.field == "pet" and f.value.casefold() == noun else f
            for f in result.facts
        ]
        return
    result.facts.append(FactCandidate("user", FIELDS["pet"].domain_id, "pet", noun, 0.8, status="ended"))


__all__ = ["end_dead_pets"]
