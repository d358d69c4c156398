"""Merging two entities that turned out to be one, and undoing it.

A merge moves the dropped entity's facts, edges, links and aliases to the kept one in one
transaction, and records on a ``:Merge`` node what undoing needs; the dropped node itself is kept,
hidden as ``:MergedEntity`` with its original edges, so ``unmergeEntities`` can restore the graph
exactly (as long as the kept entity still exists).
"""

from __future__ import annotations

import contextlib
import uuid
from datetime import UTC, datetime

import strawberry

from hippograph.errors import NotFoundError, ValidationError
from hippograph.graph.driver import Tx
from hippograph.resolvers import validate
from hippograph.resolvers.context import Info
from hippograph.schema.graph import Entity, load_entity
from hippograph.schema.payloads import MergePayload


async def resolve_merge_entities(info: Info, keep_id: strawberry.ID, drop_id: strawberry.ID) -> MergePayload:
    context = info.context
    keep = await load_entity(info, validate.uid("keepId", keep_id))
    drop = await load_entity(info, validate.uid("dropId", drop_id))
    if keep.id == drop.id:
        raise ValidationError("an entity cannot be merged into itself")
    if drop.role is not None:
        raise ValidationError(f"the {drop.role} entity cannot be dropped; keep it instead")
    merge_uid = str(uuid.uuid4())
    params = {"user_id": context.user_id, "merge_uid": merge_uid, "now": datetime.now(UTC)}

    async def work(tx: Tx) -> tuple[int, int, int]:
        started = await tx.run(
            "api/merge_start", uid=merge_uid, keep_uid=str(keep.id), drop_uid=str(drop.id), **params
        )
        if not started:
            raise NotFoundError("one of the entities is gone")
        facts = await tx.run("api/merge_facts", **params)
        edges = await tx.run("api/merge_edges", **params)
        await tx.run("api/merge_links", **params)
        aliases = await tx.run("api/merge_aliases", alias_uid=str(uuid.uuid4()), **params)
        return facts[0]["moved"], edges[0]["edges"] if edges else 0, aliases[0]["moved"]

    moved_facts, moved_edges, moved_aliases = await context.services.db.write_tx(work)
    with contextlib.suppress(KeyError):  # clear() raises when the loader holds nothing
        context.loaders.entity.clear(str(keep.id))
    return MergePayload(
        id=strawberry.ID(merge_uid),
        kept=await load_entity(info, str(keep.id)),
        dropped_id=drop.id,
        dropped_name=drop.name,
        moved_facts=moved_facts,
        moved_edges=moved_edges,
        moved_aliases=moved_aliases,
    )


async def resolve_unmerge_entities(info: Info, merge_id: strawberry.ID) -> Entity:
    """Undo a merge; returns the restored entity."""
    context = info.context
    rows = await context.services.db.write(
        "api/unmerge", user_id=context.user_id, merge_uid=validate.uid("mergeId", merge_id)
    )
    if not rows:
        raise NotFoundError(f"no merge {merge_id!r} that can be undone (is the kept entity still there?)")
    return await load_entity(info, rows[0]["uid"])
