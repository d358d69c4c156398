"""Entity types kept consistent with the relations an entity takes part in.

NER is often unsure of a name ("Tidemark Brewery" tagged a person, "Agata" a place); the relation a
sentence states is surer: the subject of LOCATED_IN is a Place, Org or Event, the object of
STUDIES_AT an Org, whoever has a SIBLING_OF edge a person. :func:`conform` retypes an entity whose
type the ontology's domain or range of one of its edges refuses, picking the type its own name
implies ("... Brewery" stays an Org) when that one fits, else the first fitting type of
:data:`PREFERRED`. The speaker, the agent and unresolved pronouns ("@...") are never retyped.
"""

from __future__ import annotations

from dataclasses import replace

from hippograph.ingestion.extract.entity_types import type_for_name
from hippograph.ingestion.extraction import SPEAKER, EntityMention, Extraction
from hippograph.ontology import Ontology, Relation, default_ontology

PREFERRED = ("Person", "Org", "Place", "Event", "Product", "Work", "Pet", "Concept")


def conform(result: Extraction, ontology: Ontology | None = None) -> None:
    """Retype in place the entities of ``result`` that an edge's relation refuses, unless the text
    says what they are (a relative of the speaker, a gender: "my sister Ana" stays a person, and
    the edge that refuses her is the one left out later) or another of their edges needs the type
    they have."""
    known = ontology or default_ontology()
    index = {e.name.casefold(): i for i, e in enumerate(result.entities)}
    admitted: dict[str, list[frozenset[str]]] = {}  # every edge's allowed types, per entity
    for edge in result.edges:
        if known.has_relation(edge.relation):
            relation = known.relation(edge.relation)
            admitted.setdefault(edge.source_name.casefold(), []).append(relation.domain)
            admitted.setdefault(edge.target_name.casefold(), []).append(relation.range)
    settled: set[str] = set()  # retyped once already: a later edge does not undo it
    for edge in result.edges:
        if not known.has_relation(edge.relation):
            continue
        relation = known.relation(edge.relation)
        for name, allowed in ((edge.source_name, relation.domain), (edge.target_name, relation.range)):
            key = name.casefold()
            if name.startswith("@") or key not in index or key in settled:
                continue
            entity = result.entities[index[key]]
            if entity.type in allowed or _stated(entity):
                continue
            fitting = _fitting(entity, allowed)
            if fitting is not None and all(fitting in types for types in admitted.get(key, [])):
                result.entities[index[key]] = replace(entity, type=fitting)
                settled.add(key)


def _stated(entity: EntityMention) -> bool:
    """The text itself says what kind of thing this is: a relative of the speaker, a gender."""
    return entity.relation_to_speaker is not None or entity.gender is not None


def _fitting(entity: EntityMention, allowed: frozenset[str]) -> str | None:
    implied = type_for_name(entity.name)
    if implied in allowed:
        return implied
    return next((t for t in PREFERRED if t in allowed), None)


def active_relation(predicate: str, agent_type: str, patient_type: str) -> Relation | None:
    """The relation a passive predicate ("be trained by") states from its agent to its subject:
    "Agata is trained by Lena" is Lena MENTORS Agata. None when the active verb names none."""
    words = predicate.split()
    if len(words) < 3 or words[0] != "be" or words[-1] != "by":
        return None
    known = default_ontology()
    verb, rest = words[1], words[2:-1]
    for stem in dict.fromkeys((verb, verb[:-2], verb[:-1], verb[:-3])):  # "trained", "managed"
        active = " ".join([stem, *rest])
        found = known.relation_for_predicate(active, agent_type, patient_type)
        found = found or known.relation_for_predicate(active, None, patient_type)
        if found is not None:
            return found
    return None


def remap(result: Extraction, ontology: Ontology | None = None) -> None:
    """Map again, from its predicate, each edge whose relation the entities' final types refuse
    ("I work with Anouk" read as USES while NER took Anouk for an organisation; once the message
    shows she is a person, the ontology's relation for "work with" between people)."""
    known = ontology or default_ontology()
    types = {e.name.casefold(): e.type for e in result.entities}
    for i, edge in enumerate(result.edges):
        if edge.predicate is None or not known.has_relation(edge.relation):
            continue
        source = "User" if edge.source_name == SPEAKER else types.get(edge.source_name.casefold())
        target = types.get(edge.target_name.casefold())
        if source is None or target is None or known.relation(edge.relation).allows(source, target):
            continue
        found = known.relation_for_predicate(edge.predicate, source, target)
        if found is not None:
            result.edges[i] = replace(edge, relation=found.name)
