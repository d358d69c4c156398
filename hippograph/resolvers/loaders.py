"""DataLoaders: every nested field of a page of results costs one batched query, not one per item.

Each loader takes uids and answers in their order, only from the request's namespace: a uid of
another namespace simply has no row (``None`` or an empty list).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from strawberry.dataloader import DataLoader

from hippograph.graph.driver import Database
from hippograph.graph.rows import Row


class Loaders:
    def __init__(self, db: Database, user_id: str) -> None:
        self._db = db
        self._user_id = user_id
        self.entity = DataLoader[str, Row | None](load_fn=self._entities)
        self.fact = DataLoader[str, Row | None](load_fn=self._facts)
        self.facts_of = DataLoader[str, list[Row]](load_fn=self._facts_of)
        self.edges_of = DataLoader[str, list[Row]](load_fn=self._edges_of)
        self.aliases_of = DataLoader[str, list[Row]](load_fn=self._aliases_of)
        self.neighbors_of = DataLoader[tuple[str, int], list[Row]](load_fn=self._neighbors_of)

    async def _by_uid(self, name: str, column: str, uids: Sequence[str]) -> list[Row | None]:
        rows = await self._db.read(name, user_id=self._user_id, uids=list(dict.fromkeys(uids)))
        found = {row[column]["uid"]: row[column] for row in rows}
        return [found.get(uid) for uid in uids]

    async def _grouped(self, name: str, column: str, uids: Sequence[str]) -> list[list[Row]]:
        rows = await self._db.read(name, user_id=self._user_id, uids=list(dict.fromkeys(uids)))
        groups: dict[str, list[Row]] = defaultdict(list)
        for row in rows:
            groups[row["uid"]].append(row[column])
        return [groups.get(uid, []) for uid in uids]

    async def _entities(self, uids: Sequence[str]) -> list[Row | None]:
        return await self._by_uid("api/entities_by_uid", "entity", uids)

    async def _facts(self, uids: Sequence[str]) -> list[Row | None]:
        return await self._by_uid("api/facts_by_uid", "fact", uids)

    async def _facts_of(self, uids: Sequence[str]) -> list[list[Row]]:
        return await self._grouped("api/facts_of_entities", "fact", uids)

    async def _edges_of(self, uids: Sequence[str]) -> list[list[Row]]:
        return await self._grouped("api/edges_of_entities", "edge", uids)

    async def _aliases_of(self, uids: Sequence[str]) -> list[list[Row]]:
        return await self._grouped("api/aliases_of_entities", "alias", uids)

    async def _neighbors_of(self, keys: Sequence[tuple[str, int]]) -> list[list[Row]]:
        # One query per distinct hop count in the batch (in practice one).
        found: dict[tuple[str, int], list[Row]] = defaultdict(list)
        for hops in sorted({hops for _, hops in keys}):
            uids = list(dict.fromkeys(uid for uid, h in keys if h == hops))
            rows = await self._db.read(
                "api/neighbors_of_entities", user_id=self._user_id, uids=uids, hops=hops
            )
            for row in rows:
                found[(row["uid"], hops)].append({**row["entity"], "distance": row["distance"]})
        return [found.get(key, []) for key in keys]
