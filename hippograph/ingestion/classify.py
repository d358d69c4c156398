"""Domains by embedding similarity to the 14 domain descriptions.

The extractor's rules decide the domain when they can; this classifier decides the rest, and the
recall router uses the same similarities for queries.
"""

from __future__ import annotations

from hippograph.graph.domains import DOMAINS, Domain
from hippograph.ingestion.embedder import Vector


def domain_text(domain: Domain) -> str:
    return f"{domain.name}: {domain.description}"


class DomainSimilarity:
    """Cosine similarity of any vector to each domain's description vector."""

    def __init__(self, domain_vectors: list[Vector]) -> None:
        self._vectors = dict(zip((d.id for d in DOMAINS), domain_vectors, strict=True))

    @staticmethod
    def texts() -> list[str]:
        """The texts to embed (in DOMAINS order) to build a :class:`DomainSimilarity`."""
        return [domain_text(domain) for domain in DOMAINS]

    def scores(self, vector: Vector) -> dict[int, float]:
        """Domain id → cosine similarity (vectors are unit length, so a dot product)."""
        return {
            domain_id: sum(a * b for a, b in zip(vector, domain_vector, strict=True))
            for domain_id, domain_vector in self._vectors.items()
        }

    def best(self, vector: Vector) -> int:
        scores = self.scores(vector)
        return max(scores, key=scores.__getitem__)
