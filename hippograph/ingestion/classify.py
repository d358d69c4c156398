"""Domains by embedding similarity to the 14 domain descriptions.

The extractor's rules decide the domain when they can; this classifier decides the rest, and the
recall router uses the same similarities for queries.
"""

from __future__ import annotations

import numpy as np

from hippograph.graph.domains import DOMAINS, Domain
from hippograph.ingestion.embedder import Vector


def domain_text(domain: Domain) -> str:
    return f"{domain.name}: {domain.description}"


class DomainSimilarity:
    """Cosine similarity of any vector to each domain's description vector."""

    def __init__(self, domain_vectors: list[Vector]) -> None:
        self._ids = [domain.id for domain in DOMAINS]
        self._matrix = np.asarray(domain_vectors, dtype=np.float64)
        if self._matrix.shape[0] != len(self._ids):
            raise ValueError(f"{len(self._ids)} domain vectors expected, not {self._matrix.shape[0]}")

    @staticmethod
    def texts() -> list[str]:
        """The texts to embed (in DOMAINS order) to build a :class:`DomainSimilarity`."""
        return [domain_text(domain) for domain in DOMAINS]

    def scores(self, vector: Vector) -> dict[int, float]:
        """Domain id → cosine similarity (vectors are unit length, so a dot product)."""
        # One matrix product: a recall and every fact remembered ask for all 14.
        similarities = self._matrix @ np.asarray(vector, dtype=np.float64)
        return dict(zip(self._ids, similarities.tolist(), strict=True))

    def best(self, vector: Vector) -> int:
        scores = self.scores(vector)
        return max(scores, key=scores.__getitem__)
