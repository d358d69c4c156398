"""Recent recall queries' readings, kept per namespace: the spaCy analysis and the query's vector.

An assistant asks the same question again (a retried request, a tool called once per turn with
the same prompt, a client polling "what do I have today?"); the second time costs no parse and no
encoding. The reading depends on the text alone (the names in it are looked up among the
namespace's entities by every recall, in the fact channels' round trip), so nothing the namespace
learns later makes an entry stale: an entity written after a recall is found by the next one.
Entries are still keyed by namespace, so one user's queries never answer another's (and an erasure
drops exactly that user's), and the cache is a bounded LRU.

>>> cache = QueryCache(2_000)
>>> cache.get("alice", "where do I live?") is None
True
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from hippograph.recall.query import QueryAnalysis


@dataclass(frozen=True)
class QueryReading:
    analysis: QueryAnalysis
    vector: list[float]


class QueryCache:
    def __init__(self, size: int) -> None:
        self._size = size
        self._entries: OrderedDict[tuple[str, str], QueryReading] = OrderedDict()
        self.hits = 0
        self.misses = 0

    def get(self, user_id: str, text: str) -> QueryReading | None:
        reading = self._entries.get((user_id, text))
        if reading is None:
            self.misses += 1
            return None
        self.hits += 1
        self._entries.move_to_end((user_id, text))
        return reading

    def put(self, user_id: str, text: str, reading: QueryReading) -> None:
        if self._size <= 0:
            return
        self._entries[(user_id, text)] = reading
        self._entries.move_to_end((user_id, text))
        while len(self._entries) > self._size:
            self._entries.popitem(last=False)

    def forget(self, user_id: str) -> None:
        """Drop ``user_id``'s entries (their namespace was erased)."""
        for key in [key for key in self._entries if key[0] == user_id]:
            del self._entries[key]

    def holds(self, user_id: str) -> bool:
        return any(key[0] == user_id for key in self._entries)
