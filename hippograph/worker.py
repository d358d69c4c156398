"""One dedicated thread for CPU-bound work (spaCy, the encoder), so the event loop never blocks.

A single thread per model keeps two cores from being oversubscribed by parallel torch or spaCy
calls, and neither library has to be thread-safe. Jobs run urgent first, then in arrival order:
a recall's parse (someone is waiting for the answer) does not queue behind the extraction of a
batch of turns being remembered.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

T = TypeVar("T")

URGENT, NORMAL, LAST = 0, 1, 2  # priorities; LAST is the stop signal, after every job queued


@dataclass(order=True)
class _Job:
    priority: int
    order: int
    fn: Callable[..., Any] | None = field(compare=False)
    args: tuple[object, ...] = field(compare=False, default=())
    future: asyncio.Future[Any] | None = field(compare=False, default=None)


class Worker:
    def __init__(self, name: str) -> None:
        self._jobs: queue.PriorityQueue[_Job] = queue.PriorityQueue()
        self._arrivals = itertools.count()
        self._thread = threading.Thread(target=self._serve, name=name, daemon=True)
        self._thread.start()

    async def run(self, fn: Callable[..., T], *args: object, urgent: bool = False) -> T:
        future: asyncio.Future[T] = asyncio.get_running_loop().create_future()
        self._jobs.put(_Job(URGENT if urgent else NORMAL, next(self._arrivals), fn, args, future))
        return await future

    def close(self) -> None:
        """Stop the thread once the jobs already queued have run."""
        self._jobs.put(_Job(LAST, next(self._arrivals), None))

    def _serve(self) -> None:
        while True:
            job = self._jobs.get()
            if job.fn is None or job.future is None:
                return
            try:
                outcome: tuple[bool, Any] = (True, job.fn(*job.args))
            except BaseException as exc:  # handed to the awaiting coroutine, which re-raises it
                outcome = (False, exc)
            _settle(job.future, outcome)


def _settle(future: asyncio.Future[Any], outcome: tuple[bool, Any]) -> None:
    def settle() -> None:
        if future.done():  # the caller stopped waiting (cancelled)
            return
        ok, value = outcome
        if ok:
            future.set_result(value)
        else:
            future.set_exception(value)

    # A closed event loop refuses the callback: its caller is not waiting any more.
    with contextlib.suppress(RuntimeError):
        future.get_loop().call_soon_threadsafe(settle)
