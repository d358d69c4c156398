"""AsyncEmbedder: concurrent requests share encoder calls, repeated texts come from the cache."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Coroutine
from typing import Any

import pytest

from hippograph.ingestion.embedder import AsyncEmbedder, Vector


class RecordingEmbedder:
    """A deterministic encoder that records each batch; the first call blocks until released,
    so requests made meanwhile are known to arrive while the encoder is busy."""

    dimensions = 3

    def __init__(self) -> None:
        self.batches: list[list[str]] = []
        self.release = threading.Event()
        self.fail_on: str | None = None

    def embed(self, texts: list[str]) -> list[Vector]:
        if not self.batches:
            self.release.wait(timeout=10)
        self.batches.append(list(texts))
        if self.fail_on in texts:
            raise RuntimeError("encoder failed")
        return [[float(len(t)), float(sum(map(ord, t))), 1.0] for t in texts]


Requests = Callable[[AsyncEmbedder], list[Coroutine[Any, Any, list[Vector]]]]


async def while_busy(inner: RecordingEmbedder, requests: Requests) -> list[list[Vector]]:
    """Results of ``requests``, all made while the encoder is busy with ["a"] (the first result)."""
    embedder = AsyncEmbedder(inner)
    try:
        first = asyncio.create_task(embedder.embed(["a"]))
        await asyncio.sleep(0.05)  # the encoder is now busy with ["a"]
        others = [asyncio.create_task(request) for request in requests(embedder)]
        await asyncio.sleep(0.05)
        inner.release.set()
        return await asyncio.gather(first, *others)
    finally:
        embedder.close()


async def test_requests_made_while_busy_are_encoded_together() -> None:
    inner = RecordingEmbedder()
    results = await while_busy(inner, lambda e: [e.embed([t, "shared"]) for t in ("bb", "ccc", "dddd")])
    assert inner.batches == [["a"], ["bb", "shared", "ccc", "dddd"]]
    assert [r[0][0] for r in results] == [1.0, 2.0, 3.0, 4.0]
    assert all(r[1] == results[1][1] for r in results[1:])  # "shared" encoded once, given to all


async def test_an_urgent_request_is_encoded_on_its_own_ahead_of_the_others() -> None:
    inner = RecordingEmbedder()
    await while_busy(inner, lambda e: [e.embed(["bb"]), e.embed(["ccc"]), e.embed(["what?"], urgent=True)])
    assert inner.batches == [["a"], ["what?"], ["bb", "ccc"]]


async def test_repeated_texts_come_from_the_cache() -> None:
    inner = RecordingEmbedder()
    inner.release.set()
    embedder = AsyncEmbedder(inner, cache_size=2)
    try:
        one = await embedder.embed(["Caroline", "I moved to Porto"])
        again = await embedder.embed(["Caroline"])
        await embedder.embed(["x", "y"])  # evicts both earlier texts (cache of 2)
        await embedder.embed(["Caroline"])
    finally:
        embedder.close()
    assert again == [one[0]]
    assert inner.batches == [["Caroline", "I moved to Porto"], ["x", "y"], ["Caroline"]]


async def test_an_encoder_error_reaches_every_caller_of_the_batch() -> None:
    inner = RecordingEmbedder()
    inner.fail_on = "boom"
    embedder = AsyncEmbedder(inner)
    try:
        first = asyncio.create_task(embedder.embed(["fine"]))
        await asyncio.sleep(0.05)
        failing = asyncio.create_task(embedder.embed(["boom"]))
        bystander = asyncio.create_task(embedder.embed(["other"]))
        await asyncio.sleep(0.05)
        inner.release.set()
        assert (await first)[0][0] == 4.0
        for task in (failing, bystander):
            with pytest.raises(RuntimeError, match="encoder failed"):
                await task
        assert (await embedder.embed(["other"]))[0][0] == 5.0  # nothing poisoned the cache
    finally:
        embedder.close()
