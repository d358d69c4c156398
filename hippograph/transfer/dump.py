"""Export: every node and relationship of a namespace as JSON lines (see :mod:`.fileformat`).

The namespace is read a page at a time in id order (keyset paging), so memory stays flat however
large it is. The pages are separate reads: export a namespace nobody writes to meanwhile. The
totals are counted first, independently of the pages, and checked at the end, so a node the export
cannot name (or a write during the export) fails it instead of producing a silently short file.

>>> with path.open("w") as out:                                   # doctest: +SKIP
...     header = await dump(db, "alice", out.write, clock=SystemClock())
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable
from typing import Any

from hippograph.clock import Clock
from hippograph.errors import ValidationError
from hippograph.graph.driver import Database
from hippograph.graph.namespace import validate_user_id
from hippograph.transfer.fileformat import Header
from hippograph.transfer.values import encode

Write = Callable[[str], object]


async def dump(
    db: Database, user_id: str, write: Write, *, clock: Clock, embeddings: bool = False, page: int = 1000
) -> Header:
    """Write the namespace ``user_id`` through ``write``, one line a call; returns the header."""
    validate_user_id(user_id)
    counted = (await db.read("transfer/count_namespace", user_id=user_id))[0]
    header = Header.of(user_id, counted["nodes"], counted["relationships"], embeddings, clock.now())
    write(header.line() + "\n")
    params = {"user_id": user_id, "embeddings": embeddings, "page": page}
    nodes = 0
    async for row in _pages(db, "transfer/export_nodes", params):
        labels, properties = sorted(row["labels"]), _properties(row["properties"])
        write(_line({"kind": "node", "id": row["id"], "labels": labels, "properties": properties}))
        nodes += 1
    relationships = 0
    async for row in _pages(db, "transfer/export_relationships", params):
        for line in sorted(_relationship_lines(row["id"], row["relationships"])):
            write(line)
            relationships += 1
    if (nodes, relationships) != (header.nodes, header.relationships):
        raise ValidationError(
            f"cannot export {user_id}: it holds {header.nodes} nodes and {header.relationships} "
            f"relationships but {nodes} and {relationships} could be named (a node without uid, "
            "a label the export does not know, a link outside the namespace, or a write meanwhile)"
        )
    return header


async def _pages(db: Database, name: str, params: dict[str, Any]) -> AsyncIterator[dict[str, Any]]:
    after = ""
    while True:
        rows = await db.read(name, after=after, **params)
        for row in rows:
            yield row
        if len(rows) < params["page"]:
            return
        after = rows[-1]["id"]


def _relationship_lines(start: str, relationships: list[dict[str, Any]]) -> list[str]:
    lines = []
    for relationship in relationships:
        if relationship["end"] is None:
            raise ValidationError(f"cannot export {relationship['type']} from {start}: its end has no uid")
        line = {
            "kind": "relationship",
            "type": relationship["type"],
            "start": start,
            "end": relationship["end"],
            "properties": _properties(relationship["properties"]),
        }
        lines.append(_line(line))
    return lines


def _properties(values: dict[str, Any]) -> dict[str, Any]:
    # Neo4j stores no nulls, so a null is an embedding the query left out.
    return {key: encode(values[key]) for key in sorted(values) if values[key] is not None}


def _line(row: dict[str, Any]) -> str:
    # Keys in a fixed order and no escaping of non-ASCII: the same graph gives the same bytes.
    return json.dumps(row, ensure_ascii=False, sort_keys=True, allow_nan=False) + "\n"
