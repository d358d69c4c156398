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
# The closed class of prepositions a predicate phrase may end with: what marks its object's role.
PREPOSITIONS = frozenset(
    {
        "about",
        "above",
        "across",
        "after",
        "against",
        "along",
        "among",
        "around",
        "as",
        "at",
        "before",
        "behind",
        "beside",
        "between",
        "by",
        "despite",
        "during",
        "for",
        "from",
        "in",
        "inside",
        "into",
        "near",
        "of",
        "off",
        "on",
        "onto",
        "out",
        "outside",
        "over",
        "past",
        "since",
        "through",
        "to",
        "toward",
        "towards",
        "under",
        "until",
        "up",
        "upon",
        "with",
        "within",
        "without",
        "",
    }
)


def takes_preposition(phrase: str) -> bool:
    """ "start at": the object is a preposition's ("start" alone: the verb's own, what is started)."""
    words = normalise_predicate(phrase).split()
    return len(words) > 1 and words[-1] in PREPOSITIONS


def predicate_text(field: str) -> str:
    """What a predicate's embedding encodes: the lemma phrase as words ("work_at" → "work at")."""
    return normalise_predicate(field)


class RelationMapper:
    """Nearest declared relation to a predicate, among those the entity types admit."""

    def __init__(self, ontology: Ontology, phrase_vectors: list[Vector]) -> None:
        self._ontology = ontology
        self._relations = [relation for relation, _ in self.phrases(ontology)]
        self._prepositional = [takes_preposition(phrase) for _, phrase in self.phrases(ontology)]
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
        predicate: str | None = None,
    ) -> Relation | None:
        """The admissible relation whose lexicon holds the nearest phrase, if near and unrivalled.

        With ``predicate``, only phrases of its argument structure count: "start at" (an object
        introduced by a preposition) never maps through "start" (what is started: FOUNDED), nor a
        bare verb through a prepositional phrase, however close their embeddings are."""
        if not self._relations:
            return None
        scores = self._matrix @ np.asarray(vector, dtype=np.float64)
        shape = takes_preposition(predicate) if predicate is not None else None
        best: dict[str, float] = {}
        for relation, score, prepositional in zip(
            self._relations, scores.tolist(), self._prepositional, strict=True
        ):
            if shape is not None and prepositional != shape:
                continue
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
