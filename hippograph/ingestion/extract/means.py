"""The vehicle one travels by, said as the means of a journey: "I cycle to work on a Brompton", "I
commute on my Vespa", "I drive to the office in my old Volvo". The journey stays a routine of its
own ("cycle to = work"); the named thing one rides or drives in is a vehicle (a product, not the
place or person NER guessed), the speaker's own when said with "my".
"""

from __future__ import annotations

from dataclasses import replace

from spacy.tokens import Doc, Token

from hippograph.ingestion.extract.subjects import OWN, SELF
from hippograph.ingestion.extraction import SPEAKER, EdgeCandidate, EntityMention, Extraction, FactCandidate
from hippograph.ingestion.rules import FIELDS, lexicon

# Verbs of going somewhere by some means.
TRAVEL = lexicon("cycle bike ride drive commute travel go get come head")
_MEANS = lexicon("on in")
_FIELD = "vehicle"


def read_means(doc: Doc, result: Extraction) -> None:
    """Add, in place, the vehicle each journey of ``doc`` names as its means."""
    for vehicle in doc:
        prep = vehicle.head
        if vehicle.dep_ != "pobj" or prep.lower_ not in _MEANS or not _named(vehicle):
            continue
        determiner = next((c for c in vehicle.children if c.dep_ in {"det", "poss"}), None)
        if determiner is None or determiner.lower_ == "the":
            continue  # "in the Volvo": a car already known, or a place ("on the Tube")
        verb = _journey(prep)
        if verb is None:
            continue
        name = " ".join(t.text for t in vehicle.subtree if t.dep_ == "compound" or t.i == vehicle.i)
        subject = _subject(verb, name, result)
        if subject is None:
            continue
        _trim(result, name, prep.lower_)
        _as_product(result, name)
        spec = FIELDS.get(_FIELD)
        domain = spec.domain_id if spec is not None else None
        result.facts.append(FactCandidate("user", domain, _FIELD, name, 0.8, subject, value_entity=name))
        if subject == SPEAKER and determiner.lower_ in OWN:
            result.edges.append(EdgeCandidate(SPEAKER, name, "OWNS", predicate=_FIELD))


def _named(token: Token) -> bool:
    """A name ("Brompton", "Vespa" the tagger took for a noun), not "a bike"."""
    return token.pos_ == "PROPN" or (token.is_title and token.i > token.sent.start)


def _journey(prep: Token) -> Token | None:
    """The verb of going the means belongs to, over a destination the parser hung it on ("cycle
    to work on a Brompton": "work" read as a verb)."""
    node = prep.head
    for _ in range(3):
        if node.lemma_.casefold() in TRAVEL and node.pos_ in {"VERB", "AUX"}:
            return node
        if node.dep_ not in {"xcomp", "pobj", "prep", "advcl"} or node.head.i == node.i:
            return None
        node = node.head
    return None


def _subject(verb: Token, name: str, result: Extraction) -> str | None:
    for fact in result.facts:  # whoever the journey's own fact is about
        if name in fact.value and fact.field != _FIELD:
            return fact.entity_name
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    return SPEAKER if subject is not None and subject.lower_ in SELF else None


def _trim(result: Extraction, name: str, prep: str) -> None:
    """ "cycle to = work on a Brompton": the journey without its means."""
    for i, fact in enumerate(result.facts):
        cut = fact.value.find(f" {prep} ")
        if name in fact.value and cut > 0 and fact.value.endswith(name):
            result.facts[i] = replace(fact, value=fact.value[:cut])


def _as_product(result: Extraction, name: str) -> None:
    key = name.casefold()
    for i, entity in enumerate(result.entities):
        if entity.name.casefold() == key:
            result.entities[i] = replace(entity, type="Product", descriptor=entity.descriptor or _FIELD)
            return
    result.entities.append(EntityMention(name, "Product", descriptor=_FIELD))


__all__ = ["read_means"]
