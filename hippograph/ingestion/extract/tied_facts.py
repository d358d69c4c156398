"""A fact whose value names an entity, typed by its final type: the tie its field declares.

A reader maps a predicate onto a relation with the type the value has when it is read; NER's
first guess is often wrong ("teaches at the Sorbonne": a product to NER), so the fact keeps its
field ("employer") and no edge. Once the message's evidence has retyped its entities, the relation
the ontology's lexicon gives the field as a predicate ("met Andile": KNOWS), else the one it
declares for that field ("employer": WORKS_AT), states the tie, when its domain and range admit
the final types -- the same edge the pipeline would imply, written by the extractor so
that every consumer of an extraction sees it typed.
"""

from __future__ import annotations

from hippograph.ingestion.extract.mapping import kind_located
from hippograph.ingestion.extraction import SPEAKER, EdgeCandidate, Extraction
from hippograph.ontology import Ontology, default_ontology


def tie_facts(result: Extraction, ontology: Ontology | None = None) -> None:
    """Add to ``result`` the edge each fact's field declares between its subject and the entity
    its value names, unless the two are tied already (either way) or the types refuse it."""
    known = ontology or default_ontology()
    types = {e.name.casefold(): e.type for e in result.entities}
    linked = {_pair(e.source_name, e.target_name) for e in result.edges}
    for fact in result.facts:
        target = fact.value_entity
        unresolved = fact.entity_name.startswith("@") and fact.entity_name != SPEAKER  # "@pronoun:she"
        if target is None or unresolved or target.startswith("@"):
            continue
        pair = _pair(fact.entity_name, target)
        if pair in linked or (pair[1], pair[0]) in linked:
            continue
        source_type = "User" if fact.entity_name == SPEAKER else types.get(fact.entity_name.casefold())
        target_type = types.get(target.casefold())
        if source_type is None or target_type is None:
            continue
        # the predicate's own relation first ("meet": KNOWS), then the one its field declares
        relation = known.relation_for_predicate(fact.field, source_type, target_type)
        relation = relation or known.relation_for_field(fact.field)
        if relation is None and kind_located(fact.field):  # "Casa Lola is a tapas restaurant in X"
            relation = known.relation_for_predicate("be in", source_type, target_type)
        if relation is None or not relation.allows(source_type, target_type):
            continue
        edge = EdgeCandidate.of_fact(fact, fact.entity_name, target, relation.name)
        result.edges.append(edge)
        linked.add(pair)


def _pair(source: str, target: str) -> tuple[str, str]:
    return source.casefold(), target.casefold()


__all__ = ["tie_facts"]
