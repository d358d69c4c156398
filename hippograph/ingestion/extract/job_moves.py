"""A move to an organisation is a new job: "I moved to Stripe", "Karl moved to Deloitte in May".

"move to" states where someone lives when its object is a place, and where they work when it is an
organisation: the ontology has the phrase in LIVES_IN's lexicon and among the phrases that begin
WORKS_AT (``begun_by``; not in its lexicon, where the embedding mapper would take any "moved ...
to" for a job).
The readers type the object of "move to" a place (the usual case) and state LIVES_IN with the
``city`` field; :func:`retie_moves` puts right the ties whose object is an organisation -- by the
name's own last word ("Acme Corp"), by NER when NER does not also read it as a place
(:func:`organisations_named`), or already known to the user's
graph as one (the pipeline, :func:`retie_known`) -- as the relation the same phrase states for an
organisation (WORKS_AT, begun by the move) with that relation's field (``employer``). A move to a
place stays a residence.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from spacy.language import Language
from spacy.tokens import Doc, Span

from hippograph.ingestion.extract.entity_types import ORG_HEADS
from hippograph.ingestion.extraction import SPEAKER, Extraction
from hippograph.ontology import Ontology, Relation, default_ontology
from hippograph.text import normalise_name

RESIDENCE = "LIVES_IN"
PLACE_LABELS = frozenset({"GPE", "LOC", "FAC"})


def organisations_named(doc: Doc | Span, nlp: Language) -> set[str]:
    """The normalised names the message itself says are organisations: a name whose last word
    says so ("Halvorsen Logistics"), or NER's ORG that NER does not take for a place where a place
    is expected. The small model tags a quarter of cities ORG after "moved to" ("Lyon", "Bristol")
    and tags them places after "I live in"; a company it knows stays a company there ("Siemens")
    or becomes a product ("Stripe"), never a place."""
    return {normalise_name(ent.text) for ent in doc.ents if _org_head(ent.text) or _org_only(ent, nlp)}


def _org_head(name: str) -> bool:
    words = name.split()
    return len(words) > 1 and words[-1].casefold().rstrip(".") in ORG_HEADS


def _org_only(ent: Span, nlp: Language) -> bool:
    return ent.label_ == "ORG" and not _read_as_place(ent.text, nlp)


def _read_as_place(name: str, nlp: Language) -> bool:
    probe = nlp(f"I live in {name}.")
    return any(ent.text == name and ent.label_ in PLACE_LABELS for ent in probe.ents)


def moving_phrases(doc: Doc | Span, names: Iterable[str]) -> dict[str, str]:
    """Per name of ``names``, the lemma phrase of the verb and preposition it is the object of
    ("move to"), when it is one."""
    wanted = set(names)
    phrases: dict[str, str] = {}
    for token in doc:
        if token.dep_ != "pobj" or token.head.dep_ != "prep" or token.head.head.pos_ != "VERB":
            continue
        span = next((e for e in doc.ents if e.start <= token.i < e.end), None)
        name = normalise_name(span.text if span is not None else token.text)
        if name in wanted:
            phrases[name] = f"{token.head.head.lemma_.casefold()} {token.head.lower_}"
    return phrases


def job_begun(phrase: str, source: str, known: Ontology) -> Relation | None:
    """The relation other than residence that ``phrase`` begins between ``source`` and an
    organisation ("move to": WORKS_AT), if the ontology declares one."""
    for relation in known.relations:
        admits = source in relation.domain and "Org" in relation.range
        if relation.name != RESIDENCE and admits and phrase in relation.begun_by:
            return relation
    return None


def retie_moves(
    result: Extraction, doc: Doc | Span, organisations: set[str], ontology: Ontology | None = None
) -> None:
    """Restate, in place, each residence whose place is one of ``organisations`` (normalised names)
    and whose phrase in ``doc`` states another relation for an organisation ("move to": WORKS_AT);
    a residence said with such a phrase keeps it as its predicate, so that the pipeline can
    restate it once the graph shows its place is an organisation (:func:`retie_known`)."""
    known = ontology or default_ontology()
    residences = {normalise_name(e.target_name) for e in result.edges if e.relation == RESIDENCE}
    phrases = {  # only a phrase that states another tie of an organisation ("move to"), not "base in"
        name: phrase
        for name, phrase in moving_phrases(doc, residences).items()
        if job_begun(phrase, "Person", known) is not None
    }
    result.edges = [
        replace(e, predicate=phrases[normalise_name(e.target_name)])
        if e.relation == RESIDENCE and e.predicate is None and normalise_name(e.target_name) in phrases
        else e
        for e in result.edges
    ]
    retie_known(result, organisations, known)


def retie_known(result: Extraction, organisations: set[str], ontology: Ontology | None = None) -> None:
    """Restate, in place, each residence whose place is one of ``organisations`` (normalised names)
    as the relation its predicate states for an organisation, with that relation's field."""
    known = ontology or default_ontology()
    if not known.has_relation(RESIDENCE):
        return
    residence = known.relation(RESIDENCE)
    for i, edge in enumerate(result.edges):
        target = normalise_name(edge.target_name)
        if edge.relation != RESIDENCE or target not in organisations or not edge.predicate:
            continue
        source = "User" if edge.source_name == SPEAKER else "Person"
        job = job_begun(edge.predicate, source, known)
        if job is None:
            continue
        result.edges[i] = replace(edge, relation=job.name)
        field = job.field
        attribute = known.attribute(field) if field else None
        result.facts = [
            replace(f, field=field, domain_id=attribute.domain_id if attribute else f.domain_id)
            if field
            and f.entity_name == edge.source_name
            and f.field == residence.field
            and normalise_name(f.value_entity or f.value) == target
            else f
            for f in result.facts
        ]
        result.entities = [
            replace(e, type="Org", domain_id=attribute.domain_id if attribute else e.domain_id)
            if normalise_name(e.name) == target
            else e
            for e in result.entities
        ]


__all__ = ["organisations_named", "retie_known", "retie_moves"]
