"""Undo a hygiene run: its recorded changes (:mod:`.record`) applied backwards, last write first,
in one transaction.

Before it touches anything, each record is checked against the graph as it is now: every property
the run set still holds the value it set, every relationship it created is still there, every node
it removed is still gone. Memory that changed since (a newer run, a correction of a merged fact)
makes the undo a :class:`~hippograph.errors.ConflictError` and nothing is written; undo the newer
runs first. Right after a run, an undo gives back the namespace's export exactly.
"""

from __future__ import annotations

import json
from collections import defaultdict
from datetime import datetime
from typing import Any

from hippograph.errors import ConflictError, DatabaseError, NotFoundError
from hippograph.graph.driver import Database, Tx
from hippograph.hygiene.record import Changes, NodeState, fingerprint, node_states, relationship_line
from hippograph.transfer.fileformat import check_labels, check_relationship_type
from hippograph.transfer.values import decode

Row = dict[str, Any]


async def find_run(db: Database, user_id: str, run_uid: str) -> Row:
    rows = await db.read("hygiene/list_runs", user_id=user_id, uid=run_uid, limit=1)
    if not rows:
        raise NotFoundError(f"no hygiene run {run_uid!r} in this namespace")
    run: Row = rows[0]["run"]
    return run


async def undo_run(db: Database, user_id: str, run_uid: str, now: datetime) -> Row:
    """Take back the run ``run_uid`` of ``user_id``; returns the run as listed."""
    run = await find_run(db, user_id, run_uid)
    if run.get("undone_at") is not None:
        raise ConflictError(f"hygiene run {run_uid} was already undone")
    records = await db.read("hygiene/run_changes", user_id=user_id, run_uid=run_uid)

    async def work(tx: Tx) -> None:
        for record in records:
            await _revert(tx, user_id, run_uid, Changes.load(record["changes"]))
        if not await tx.run("hygiene/mark_undone", user_id=user_id, uid=run_uid, now=now):
            raise ConflictError(f"hygiene run {run_uid} was already undone")

    await db.write_tx(work)
    return await find_run(db, user_id, run_uid)


def _decoded(properties: Row) -> Row:
    return {key: None if value is None else decode(value) for key, value in properties.items()}


def _check_nodes(run_uid: str, changes: Changes, now: dict[str, NodeState]) -> None:
    def conflict(what: str) -> ConflictError:
        return ConflictError(
            f"cannot undo hygiene run {run_uid}: {what} changed since; undo newer runs first"
        )

    for node_id, print_after in changes.fingerprints.items():
        state = now.get(node_id)
        if state is None or fingerprint(state) != print_after:
            raise conflict(f"node {node_id}")
    for node in changes.nodes_deleted:
        if node["id"] in now:
            raise conflict(f"the removed node {node['id']} exists again: it")
    for node in changes.nodes_created:
        if node["id"] not in now:
            raise conflict(f"node {node['id']}")


async def _elements(tx: Tx, user_id: str, ids: set[str]) -> dict[str, str]:
    rows = await tx.run("hygiene/element_ids", user_id=user_id, ids=sorted(ids))
    return {row["id"]: row["element_id"] for row in rows}


async def _delete_created_relationships(tx: Tx, user_id: str, run_uid: str, created: list[Row]) -> None:
    if not created:
        return
    elements = await _elements(tx, user_id, {r[end] for r in created for end in ("start", "end")})
    wanted: dict[str, int] = defaultdict(int)
    rows = []
    for r in created:
        line = relationship_line(r["type"], r["start"], r["end"], _decoded(r["properties"]))
        wanted[line] += 1
        if r["start"] in elements and r["end"] in elements:
            start, end = elements[r["start"]], elements[r["end"]]
            rows.append({"key": line, "start": start, "end": end, "type": r["type"]})
    found: dict[str, list[str]] = defaultdict(list)
    seen: set[str] = set()
    for row in await tx.run("hygiene/relationships_between", rows=rows):
        line = json.loads(row["key"])
        if row["element_id"] in seen:
            continue
        if relationship_line(line["type"], line["start"], line["end"], row["properties"]) == row["key"]:
            found[row["key"]].append(row["element_id"])
            seen.add(row["element_id"])
    doomed = []
    for line, count in wanted.items():
        if len(found[line]) < count:
            raise ConflictError(
                f"cannot undo hygiene run {run_uid}: a relationship it created is gone ({line:.120})"
            )
        doomed += found[line][:count]
    await tx.run("hygiene/delete_relationships", ids=doomed)


async def _revert(tx: Tx, user_id: str, run_uid: str, changes: Changes) -> None:
    node_ids = [n["id"] for n in (*changes.properties, *changes.nodes_deleted, *changes.nodes_created)]
    node_ids += changes.fingerprints
    now = await node_states(tx, user_id, node_ids, embeddings=False)
    _check_nodes(run_uid, changes, now)
    await _delete_created_relationships(tx, user_id, run_uid, changes.relationships_created)
    created = [now[n["id"]].element_id for n in changes.nodes_created]
    if created:
        await tx.run("hygiene/delete_nodes", ids=created)
    if changes.nodes_deleted:
        rows = [
            {"id": n["id"], "labels": check_labels(n["labels"]), "properties": _decoded(n["properties"])}
            for n in changes.nodes_deleted
        ]
        await tx.run("transfer/create_nodes", rows=rows)
    if changes.properties:
        rows = [
            {"element_id": now[c["id"]].element_id, "before": _decoded(c["before"])}
            for c in changes.properties
        ]
        await tx.run("hygiene/restore_properties", rows=rows)
    deleted = changes.relationships_deleted
    if deleted:
        elements = await _elements(tx, user_id, {r[end] for r in deleted for end in ("start", "end")})
        missing = {r[end] for r in deleted for end in ("start", "end")} - elements.keys()
        if missing:
            raise ConflictError(f"cannot undo hygiene run {run_uid}: {sorted(missing)[0]} no longer exists")
        rows = [
            {
                "start": elements[r["start"]],
                "end": elements[r["end"]],
                "type": check_relationship_type(r["type"]),
                "properties": _decoded(r["properties"]),
            }
            for r in deleted
        ]
        done = await tx.run("transfer/create_relationships", rows=rows)
        if done[0]["created"] != len(rows):
            lost = len(rows) - done[0]["created"]
            raise DatabaseError(f"undo of {run_uid}: {lost} relationships lost an end")
