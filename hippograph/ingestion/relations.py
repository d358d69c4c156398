"""Open predicates onto declared relation types, when the ontology's lexicon has no exact entry.

A fact whose value names an entity ("Ahmed — lectures at → Brookfield College") implies an edge
when its predicate means one of the ontology's relations. The lexicon is asked first (exact lemma
phrase); then the predicate's embedding is compared with the embedding of every lexicon phrase of
every relation whose domain and range admit the two entities, and the nearest one counts only when
it is close (``threshold``) and clearly closer than the nearest phrase of any other relation
(``margin``). Otherwise no edge: the statement stays a fact with its own open field, which loses
nothing, while a wrong edge would mislead every multi-hop walk.

>>> mapper = RelationMapper(ontology, vectors)  # doctest: +SKIP
>>> mapper.best(embed("lecture at"), "Person", "Org").name  # doctest: +SKIP
'WORKS_AT'
"""

from __future__ import annotations

import numpy as np

from hippograph.ingestion.embedder import Vector
from hippograph.ontology import Ontology, Relation, normalise_predicate

THRESHOLD = 0.8  # cosine to the nearest lexicon phrase (MiniLM): "reside in" ~ "live in" 0.72 is not enough
MARGIN = 0.05  # over the nearest phrase of any other admissible relation


def predicate_text(field: str) -> str:
    """What a predicate's embedding encodes: the lemma phrase as words ("work_at" → "work at")."""
    return normalise_predicate(field)


class RelationMapper:
    """Nearest declared relation to a predicate, among those the entity types admit."""

    def __init__(self, ontology: Ontology, phrase_vectors: list[Vector]) -> None:
        self._ontology = ontology
        self._relations = [relation for relation, _ in self.phrases(ontology)]
        self._matrix = np.asarray(phrase_vectors, dtype=np.float64).reshape(len(self._relations), -1)

    @staticmethod
    def phrases(ontology: Ontology) -> list[tuple[Relation, str]]:
        """Every (relation, lexicon phrase) pair; embed the phrases in this order to build a mapper."""
        return [(relation, phrase) for relation in ontology.relations for phrase in relation.lexicon]

    @classmethod
    def texts(cls, ontology: Ontology) -> list[str]:
        return [predicate_text(phrase) for _, phrase in cls.phrases(ontology)]

    def exact(self, predicate: str, source_type: str, target_type: str) -> Relation | None:
        return self._ontology.relation_for_predicate(predicate, source_type, target_type)

    def best(
        self,
        vector: Vector,
        source_type: str,
        target_type: str,
        *,
        threshold: float = THRESHOLD,
        margin: float = MARGIN,
    ) -> Relation | None:
        """The admissible relation whose lexicon holds the nearest phrase, if near and unrivalled."""
        if not self._relations:
            return None
        scores = self._matrix @ np.asarray(vector, dtype=np.float64)
        best: dict[str, float] = {}
        for relation, score in zip(self._relations, scores.tolist(), strict=True):
            if relation.allows(source_type, target_type) and score > best.get(relation.name, -1.0):
                best[relation.name] = score
        if not best:
            return None
        ranked = sorted(best.items(), key=lambda item: item[1], reverse=True)
        name, score = ranked[0]
        runner_up = ranked[1][1] if len(ranked) > 1 else -1.0
        if score < threshold or score - runner_up < margin:
            return None
        return self._ontology.relation(name)
