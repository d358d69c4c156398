"""Erasure beyond the graph: the copies of a namespace's memory that live in a process.

Deleting the nodes (``forgetMe``, ``forgetEntity``, ``forgetFact``) is not all: a service process
also holds the texts it recently handled, in the reminder replay buffer (firings carry recalled
facts and turns), the embedding cache (keyed by text), the extractions prepared for an import and
the access counts not yet written. :meth:`Erasures.erased` records the erasure in Neo4j and purges
this process at once; every process (this one included) runs :meth:`Erasures.watch`, which reads
the erasures recorded since its last look, so the other replicas purge within ``poll_s``.

What the database itself keeps on disk after a forget (transaction logs, store files, index
segments) is described in the README's "Forgetting" section.

>>> await services.erasures.erased("alice", "namespace")     # doctest: +SKIP
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any, Literal

from hippograph.errors import HippoGraphError
from hippograph.graph.driver import Database
from hippograph.graph.namespace import Namespaces
from hippograph.ingestion.embedder import AsyncEmbedder
from hippograph.ingestion.pipeline import Rememberer
from hippograph.recall.engine import Recaller
from hippograph.reminders.delivery import FiringHub

log = logging.getLogger(__name__)
Scope = Literal["namespace", "entity", "fact"]
KEEP_RECORDS = timedelta(hours=1)  # far longer than any process's poll interval
PRUNE_EVERY = 500  # polls between deletions of old records
LOOKBACK = timedelta(seconds=30)  # longer than any write transaction recording an erasure


@dataclass(frozen=True)
class Holders:
    """Everything in a process that may hold a namespace's texts."""

    namespaces: Namespaces
    embedder: AsyncEmbedder
    rememberer: Rememberer
    recaller: Recaller
    firings: FiringHub


class Erasures:
    def __init__(self, db: Database, holders: Holders, poll_s: float) -> None:
        self._db = db
        self._holders = holders
        self._poll_s = poll_s
        self._since: Any = None  # the database's time of the last look
        self._seen: dict[str, Any] = {}  # uid -> time of the records handled in the lookback
        self._caches: list[Callable[[], None]] = []

    def also_purge(self, clear: Callable[[], None]) -> None:
        """Empty this cache too on every erasure: one a layer above may hold texts (the API's
        parsed GraphQL documents)."""
        self._caches.append(clear)

    async def erased(self, user_id: str, scope: Scope) -> None:
        """Record that memory of ``user_id`` was erased, and purge this process now."""
        self.purge(user_id, scope)
        rows = await self._db.write("erasure/record_erasure", user_id=user_id, scope=scope)
        self._seen[rows[0]["uid"]] = _native(rows[0]["at"])

    def purge(self, user_id: str, scope: Scope = "namespace") -> None:
        """Drop this process's copies. Caches keyed by text cannot tell whose a text was, so they
        are emptied whole: erasures are rare, and the cost is recomputing some vectors."""
        holders = self._holders
        dropped = holders.firings.forget(user_id)
        holders.embedder.clear()
        holders.recaller.forget_queries(user_id)  # their text may hold what was erased
        holders.rememberer.forget_prepared()
        for clear in self._caches:
            clear()
        if scope == "namespace":
            holders.recaller.forget(user_id)
            holders.namespaces.forget(user_id)
        log.info("purged in-process copies of %r (%s erased; %d firings dropped)", user_id, scope, dropped)

    async def poll(self) -> int:
        """Purge for the erasures other processes recorded since the last look; returns how many.

        Each look reaches back :data:`LOOKBACK` before the previous one (a record's time is taken
        when its transaction starts, and it may commit later); records already handled are skipped.
        """
        since = None if self._since is None else self._since - LOOKBACK
        rows = await self._db.read("erasure/list_erasures", since=since)
        fresh = [e for e in rows[0]["erasures"] if e["uid"] not in self._seen]
        for erasure in fresh:
            self._seen[erasure["uid"]] = _native(erasure["at"])
            self.purge(erasure["user_id"])
        self._since = _native(rows[0]["now"])
        if since is not None:
            self._seen = {uid: at for uid, at in self._seen.items() if at >= since}
        return len(fresh)

    async def prune(self, now: datetime) -> int:
        """Delete the records older than :data:`KEEP_RECORDS` (run with the hygiene jobs)."""
        rows = await self._db.write("erasure/prune_erasures", before=now - KEEP_RECORDS)
        return int(rows[0]["pruned"])

    @asynccontextmanager
    async def watching(self) -> AsyncIterator[None]:
        """Poll for erasures every ``poll_s`` for the duration of the block."""
        task = asyncio.create_task(self._watch(), name="hippograph-erasures")
        try:
            yield
        finally:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def _watch(self) -> None:
        polls = 0
        while True:
            try:
                await self.poll()
                polls += 1
                if polls % PRUNE_EVERY == 0:
                    await self.prune(datetime.now(UTC))
            except HippoGraphError as exc:  # Neo4j down: the next look catches up
                log.warning("erasure poll failed: %s", exc.message)
            except Exception:  # a bug must not end the watching: log it, look again
                log.exception("erasure poll failed")
            await asyncio.sleep(self._poll_s)


def _native(value: Any) -> datetime:
    """A Neo4j DateTime as Python's (the driver returns its own type)."""
    native: datetime = value.to_native() if hasattr(value, "to_native") else value
    return native
