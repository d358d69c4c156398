"""Access feedback: the facts a recall returned get ``access_count`` + 1 and ``last_accessed``.

The write happens after the answer, off its critical path, and writes are coalesced: at most one
is in flight, and at most one starts per ``interval_s`` (one second by default); each carries
every access recorded since the one before. A write transaction costs Neo4j ~10 ms of CPU
whatever its size (measured with ``bench/recall_profile.py``), as much as the recall's own
reads, so a service answering many recalls a second sends one write a second for all of them. A
quiet service still writes the first touch at once; :meth:`flush` writes what is pending without
waiting for the interval. The counts are feedback for ranking and hygiene, where a second's lag
changes nothing.

>>> access.record("alice", ["fact-uid"], now)      # doctest: +SKIP
>>> await access.flush()                           # doctest: +SKIP
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import logging
import time
from datetime import UTC, datetime, timedelta

from hippograph.errors import HippoGraphError
from hippograph.graph.driver import Database

log = logging.getLogger(__name__)

INTERVAL_S = 1.0
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_MICROSECOND = timedelta(microseconds=1)


class AccessLog:
    def __init__(self, db: Database, interval_s: float = INTERVAL_S) -> None:
        self._db = db
        self._interval_s = interval_s
        self._pending: dict[tuple[str, str], tuple[int, datetime]] = {}  # (user, fact) -> (count, last)
        self._writer: asyncio.Task[None] | None = None
        self._now = asyncio.Event()  # set by flush: write without waiting for the interval
        self._flushing = 0
        self._last_write = -float("inf")  # monotonic time the last write started
        # The writer runs in the context the log was made in (the service's, at start-up), not in
        # that of the request whose record woke it (see Database.counted_trips).
        self._context = contextvars.copy_context()

    def record(self, user_id: str, fact_uids: list[str], at: datetime) -> None:
        """Count one access of each fact at ``at``; written soon, by :meth:`_write_pending`."""
        for uid in fact_uids:
            count, _ = self._pending.get((user_id, uid), (0, at))
            self._pending[(user_id, uid)] = (count + 1, at)
        if self._pending and self._writer is None:
            self._writer = asyncio.create_task(self._write_pending(), context=self._context.copy())

    def forget(self, user_id: str) -> None:
        """Drop the counts not yet written for ``user_id`` (their namespace was erased)."""
        self._pending = {key: value for key, value in self._pending.items() if key[0] != user_id}

    def holds(self, user_id: str) -> bool:
        """Whether counts of ``user_id`` are still waiting to be written."""
        return any(key[0] == user_id for key in self._pending)

    async def flush(self) -> None:
        """Wait until everything recorded so far is written (shutdown, tests, benchmarks)."""
        self._flushing += 1
        self._now.set()
        try:
            while self._writer is not None:
                await asyncio.wait({self._writer})
        finally:
            self._flushing -= 1

    async def _write_pending(self) -> None:
        try:
            while self._pending:
                wait = self._last_write + self._interval_s - time.monotonic()
                if wait > 0 and not self._flushing:
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(self._now.wait(), wait)
                self._now.clear()
                if not self._pending:  # forgotten meanwhile
                    break
                self._last_write = time.monotonic()
                batch, self._pending = self._pending, {}
                rows = [
                    {"user_id": user_id, "uid": uid, "count": count, "at_us": epoch_micros(at)}
                    for (user_id, uid), (count, at) in sorted(batch.items())  # one lock order
                ]
                try:
                    await self._db.write("recall/touch_facts", rows=rows)
                except HippoGraphError as exc:
                    # Feedback counters, not memories: a failed write is logged, not retried forever.
                    log.warning("access counts of %d facts not written: %s", len(rows), exc)
        finally:
            self._writer = None


def epoch_micros(at: datetime) -> int:
    """``at`` as microseconds since the epoch (a naive time is taken as UTC), exactly.

    >>> epoch_micros(datetime(1970, 1, 1, 0, 0, 1, 5, tzinfo=UTC))
    1000005
    """
    if at.tzinfo is None:
        at = at.replace(tzinfo=UTC)
    return (at - _EPOCH) // _MICROSECOND
