"""Access feedback: the facts a recall returned get ``access_count`` + 1 and ``last_accessed``.

The write happens after the answer, off its critical path, and writes are coalesced: at most one
is in flight, and it carries every recall that finished while the one before it was being
written. So concurrent recalls of the same facts (the busiest facts are returned by most
recalls) neither send a transaction each nor wait on each other's locks; a quiet service still
writes each recall's touch at once.

>>> access.record("alice", ["fact-uid"], now)      # doctest: +SKIP
>>> await access.flush()                           # doctest: +SKIP
"""

from __future__ import annotations

import asyncio
import logging
from datetime import datetime

from hippograph.errors import HippoGraphError
from hippograph.graph.driver import Database

log = logging.getLogger(__name__)


class AccessLog:
    def __init__(self, db: Database) -> None:
        self._db = db
        self._pending: dict[tuple[str, str], tuple[int, datetime]] = {}  # (user, fact) -> (count, last)
        self._writer: asyncio.Task[None] | None = None

    def record(self, user_id: str, fact_uids: list[str], at: datetime) -> None:
        """Count one access of each fact at ``at``; written soon, by :meth:`_write_pending`."""
        for uid in fact_uids:
            count, _ = self._pending.get((user_id, uid), (0, at))
            self._pending[(user_id, uid)] = (count + 1, at)
        if self._pending and self._writer is None:
            self._writer = asyncio.create_task(self._write_pending())

    def forget(self, user_id: str) -> None:
        """Drop the counts not yet written for ``user_id`` (their namespace was erased)."""
        self._pending = {key: value for key, value in self._pending.items() if key[0] != user_id}

    async def flush(self) -> None:
        """Wait until everything recorded so far is written (shutdown, tests, benchmarks)."""
        while self._writer is not None:
            await asyncio.wait({self._writer})

    async def _write_pending(self) -> None:
        try:
            while self._pending:
                batch, self._pending = self._pending, {}
                rows = [
                    {"user_id": user_id, "uid": uid, "count": count, "at": at}
                    for (user_id, uid), (count, at) in sorted(batch.items())  # one lock order
                ]
                try:
                    await self._db.write("recall/touch_facts", rows=rows)
                except HippoGraphError as exc:
                    # Feedback counters, not memories: a failed write is logged, not retried forever.
                    log.warning("access counts of %d facts not written: %s", len(rows), exc)
        finally:
            self._writer = None
