"""Merging two entities that turned out to be one, and undoing it.

A merge moves the dropped entity's facts, edges, links and aliases to the kept one in one
transaction, and records on a ``:Merge`` node what undoing needs; the dropped node itself is kept,
hidden as ``:MergedEntity`` with its original edges, so ``unmergeEntities`` can restore the graph
exactly (as long as the kept entity still exists).

Remember never merges by itself when it is unsure: it keeps a new entity apart and proposes the
pair (``sameAsCandidates``); ``confirmSameAs`` merges it exactly like ``mergeEntities`` (so
``unmergeEntities`` undoes it and puts the pair back up for review), ``rejectSameAs`` closes it.
"""

from __future__ import annotations

import contextlib
import uuid
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime

import strawberry

from hippograph import validate
from hippograph.errors import ConflictError, NotFoundError, ValidationError
from hippograph.graph.driver import Tx
from hippograph.resolvers.context import Info
from hippograph.schema.graph import Entity, load_entity
from hippograph.schema.payloads import MergePayload
from hippograph.schema.same_as import SameAsCandidate

Then = Callable[[Tx, str], Awaitable[None]]
PAIR_STATUSES = ("open", "confirmed", "rejected")
DEFAULT_PAIRS = 50


async def resolve_merge_entities(info: Info, keep_id: strawberry.ID, drop_id: strawberry.ID) -> MergePayload:
    return await _merge(info, validate.uid("keepId", keep_id), validate.uid("dropId", drop_id))


async def _merge(info: Info, keep_uid: str, drop_uid: str, then: Then | None = None) -> MergePayload:
    """Merge ``drop_uid`` into ``keep_uid`` in one transaction; ``then`` runs in it last (with
    the merge's uid), so a confirmation is recorded with the merge or not at all."""
    context = info.context
    keep = await load_entity(info, keep_uid)
    drop = await load_entity(info, drop_uid)
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
        if then is not None:
            await then(tx, merge_uid)
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
    await context.services.db.write(
        "api/reopen_same_as", user_id=context.user_id, merge_uid=validate.uid("mergeId", merge_id)
    )
    return await load_entity(info, rows[0]["uid"])


async def resolve_same_as_candidates(
    info: Info, status: str | None = "open", first: int = DEFAULT_PAIRS
) -> list[SameAsCandidate]:
    """Pairs of entities remember kept apart but that may be one, newest first (``status``:
    open, confirmed, rejected; null for all)."""
    context = info.context
    if status is not None and status not in PAIR_STATUSES:
        raise ValidationError(f"status must be one of {', '.join(PAIR_STATUSES)} (or null)")
    most = context.services.settings.graphql_max_page_size
    if not 1 <= first <= most:
        raise ValidationError(f"first must be between 1 and {most}")
    rows = await context.services.db.read(
        "api/same_as_candidates", user_id=context.user_id, status=status, first=first
    )
    return [SameAsCandidate.from_row(row["pair"]) for row in rows]


async def resolve_confirm_same_as(info: Info, id: strawberry.ID) -> MergePayload:
    """The two are one: the new entity is merged into the known one (undo with unmergeEntities)."""
    pair = await _open_pair(info, validate.uid("id", id))

    async def confirm(tx: Tx, merge_uid: str) -> None:
        decided = await tx.run(
            "api/decide_same_as",
            user_id=info.context.user_id,
            uid=pair.id,
            status="confirmed",
            merge_uid=merge_uid,
            now=datetime.now(UTC),
        )
        if not decided:
            raise ConflictError("the pair was decided meanwhile")

    return await _merge(info, str(pair.candidate_id), str(pair.entity_id), confirm)


async def resolve_reject_same_as(info: Info, id: strawberry.ID) -> SameAsCandidate:
    """The two are different: the pair is closed and never proposed again."""
    pair = await _open_pair(info, validate.uid("id", id))
    rows = await info.context.services.db.write(
        "api/decide_same_as",
        user_id=info.context.user_id,
        uid=str(pair.id),
        status="rejected",
        merge_uid=None,
        now=datetime.now(UTC),
    )
    if not rows:
        raise ConflictError("the pair was decided meanwhile")
    return SameAsCandidate.from_row(rows[0]["pair"])


async def _open_pair(info: Info, uid: str) -> SameAsCandidate:
    rows = await info.context.services.db.read("api/get_same_as", user_id=info.context.user_id, uid=uid)
    if not rows:
        raise NotFoundError(f"no same-as candidate {uid!r}")
    pair = SameAsCandidate.from_row(rows[0]["pair"])
    if pair.status != "open":
        raise ConflictError(f"the pair is already {pair.status}")
    return pair
