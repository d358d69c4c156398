"""Leaving one company for another: "I left Microsoft for Amazon", "Piotr quit Siemens for Bosch".

A verb that ends a tie ("leave", "quit": the ontology's ``ended_by``) with a name as its object and
another after "for" says the tie moved from the first to the second: the first is ended (kept, in
the supersede chain, and as the past tie: WORKED_AT) and the second holds now. Both names are of
one kind, which the pair decides together: an organisation when either is one to NER or by its
name's last word, or when neither is a person's first name and NER does not read both as places
(a company NER does not know: "left Oracle for Salesforce"). A pair NER reads as places is left
as it was read: "left Portland for Denver" is a move, but the small model also tags unknown
companies places ("left Spotify for Klarna"), and a new current city wrongly stated would
supersede the true one. Two first names ("left Tom for Jake") are not read here either. Without
this reader the second name was only the value of an open field (``leave for = Amazon``) and the
first was ended as whatever NER took it for (a spouse, a city).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace

from spacy.tokens import Doc, Span, Token

from hippograph.ingestion.extract.contextual_types import first_name_gender
from hippograph.ingestion.extract.entity_types import ORG_HEADS
from hippograph.ingestion.extract.subjects import is_name, name_span
from hippograph.ingestion.extraction import EdgeCandidate, EntityMention, Extraction, FactCandidate, Status
from hippograph.ontology import Ontology, Relation, default_ontology
from hippograph.text import normalise_name

KIND_RELATIONS = {"Org": "WORKS_AT"}
PLACE_LABELS = frozenset({"GPE", "LOC"})


@dataclass(frozen=True)
class Switch:
    verb: str  # the verb's lemma: "leave"
    old: str  # the name left
    new: str  # the name gone to
    kind: str  # "Org"


def switches(doc: Doc | Span, ontology: Ontology | None = None) -> Iterator[Switch]:
    """Each "left X for Y" of ``doc`` whose pair is of one kind with a relation it ends."""
    known = ontology or default_ontology()
    for verb in doc:
        if verb.pos_ != "VERB" or any(c.dep_ == "neg" for c in verb.children):
            continue
        old = next((c for c in verb.children if c.dep_ in {"dobj", "obj"} and _named(c)), None)
        heads = [verb, *([old] if old is not None else [])]  # "left Nokia for Wolt": "for" on either
        prep = next((c for h in heads for c in h.children if c.dep_ == "prep" and c.lower_ == "for"), None)
        new = next((c for c in prep.children if c.dep_ == "pobj" and _named(c)), None) if prep else None
        if old is None or new is None:
            continue
        kind = _kind(old, new)
        relation = KIND_RELATIONS.get(kind or "")
        if kind is None or relation is None or not known.has_relation(relation):
            continue
        if verb.lemma_.casefold() not in known.relation(relation).ended_by:
            continue
        yield Switch(verb.lemma_.casefold(), name_span(old) or old.text, name_span(new) or new.text, kind)


def _named(token: Token) -> bool:
    """A name, also one the tagger took for a verb ("left Spotify": a capitalised word inside the
    sentence that is the verb's object)."""
    return is_name(token) or (token.is_title and token.is_alpha and token.i > token.sent.start)


def _kind(old: Token, new: Token) -> str | None:
    labels = [t.ent_type_ for t in (old, new)]
    heads = [(name_span(t) or t.text).split()[-1].casefold() for t in (old, new)]
    if "ORG" in labels or any(h in ORG_HEADS for h in heads):
        return "Org"
    if all(label in PLACE_LABELS for label in labels):
        return None  # "left Portland for Denver", or two companies the small model takes for places
    if not any(first_name_gender(t.text)[0] for t in (old, new)):
        return "Org"  # NER takes brands it does not know for people: a first name decides
    return None


def _mentions_pair(value: str, names: set[str]) -> bool:
    """ "Nokia for Wolt": a value that says one of the pair, alone or in a phrase of the switch."""
    key = normalise_name(value)
    return key in names or any(name in key.split() for name in names)


def apply_switches(result: Extraction, doc: Doc | Span, ontology: Ontology | None = None) -> None:
    """Restate, in place, each switch of ``doc``: the old tie ended, the new one current."""
    known = ontology or default_ontology()
    for switch in switches(doc, known):
        relation = known.relation(KIND_RELATIONS[switch.kind])
        old, new = normalise_name(switch.old), normalise_name(switch.new)
        said = next((f for f in result.facts if normalise_name(f.value_entity or f.value) == new), None)
        said = said or next((f for f in result.facts if new in normalise_name(f.value).split()), None)
        if said is None:
            continue  # the reader found no statement of the pair (a question, a conditional)
        subject = said.entity_name
        _state(result, subject, switch, relation, said, {old, new}, known)


def _state(
    result: Extraction,
    subject: str,
    switch: Switch,
    relation: Relation,
    said: FactCandidate,
    names: set[str],
    known: Ontology,
) -> None:
    def about_pair(value: str | None) -> bool:
        return value is not None and normalise_name(value) in names

    result.facts = [
        f
        for f in result.facts
        if not (f.entity_name == subject and (about_pair(f.value_entity) or _mentions_pair(f.value, names)))
    ]
    result.edges = [e for e in result.edges if not (e.source_name == subject and about_pair(e.target_name))]
    field = relation.field or said.field
    attribute = known.attribute(field)
    domain = attribute.domain_id if attribute is not None else said.domain_id
    said_as = f"{switch.verb} for"
    statuses: tuple[tuple[str, Status], ...] = ((switch.old, "ended"), (switch.new, "current"))
    for name, status in statuses:
        fact = replace(said, field=field, value=name, value_entity=name, status=status, domain_id=domain)
        result.facts.append(fact)
        edge = EdgeCandidate(
            subject, name, relation.name, status, said.when, said.confidence, predicate=said_as
        )
        result.edges.append(edge)
    if relation.past is not None and known.has_relation(relation.past):  # "worked at Microsoft"
        past = EdgeCandidate(
            subject,
            switch.old,
            relation.past,
            when=said.when,
            confidence=said.confidence,
            predicate=switch.verb,
        )
        result.edges.append(past)
    kept = [e for e in result.entities if normalise_name(e.name) not in names]
    result.entities = kept + [EntityMention(n, switch.kind) for n in (switch.old, switch.new)]


__all__ = ["Switch", "apply_switches", "switches"]
