"""Import: restore an export file into a namespace, all or nothing when it fits one transaction.

The file is checked whole first (:func:`~hippograph.transfer.check.check_file`): a bad file is
rejected before anything is written. The target namespace is the header's, or ``user_id`` to
restore into another one: every ``user_id`` is then rewritten, and so is every uid (and every
property equal to one, such as an alias's ``entity_uid``), to a uid derived from the target and
the old one, because uids are unique across namespaces while the source may still exist.

The target must hold nothing but its two bare fixed entities (created on first use by the service):
those give way to the file's user and agent entities, which carry the history. Anything more raises
:class:`~hippograph.errors.NamespaceNotEmptyError` unless ``replace``, which erases the namespace
first, in the same transaction. API keys are never exported, erased nor imported.

Up to ``single_max`` nodes and relationships, the whole import (erase, nodes, relationships,
vectors) is ONE transaction. Above it, the erase and the emptiness check are one transaction and
then each batch of ``batch_size`` is its own: an interrupted large import leaves part of the file
in the namespace; import it again with ``replace``.

A file without vectors gets them recomputed with ``embed`` (as remember computes them), so recall's
vector channel works on the restored namespace; a namespace restored in another process keeps
stale cached entity uids in a running service only if that service had used the namespace before.

>>> report = await restore(db, Path("alice.jsonl"), embed=embedder.embed)   # doctest: +SKIP
"""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from neo4j.time import DateTime

from hippograph.errors import DatabaseError, NamespaceNotEmptyError
from hippograph.graph.driver import Database, Tx
from hippograph.graph.namespace import validate_user_id
from hippograph.graph.turns import turn_key
from hippograph.text import fact_embedding_text
from hippograph.transfer.check import CheckedFile, Properties, check_file, decode_properties, lines

T = TypeVar("T")
Embed = Callable[[list[str]], Awaitable[list[list[float]]]]
Row = dict[str, Any]
# uuid5 namespace of rewritten uids: the same file into the same target gives the same uids.
REWRITE = uuid.UUID("6b0f3c4e-4d59-4f7e-9a57-0c2d1e8b7a10")


@dataclass(frozen=True)
class RestoreReport:
    user_id: str
    nodes: int
    relationships: int
    embedded: int  # vectors recomputed (a file without embeddings)
    replaced: bool


async def restore(
    db: Database,
    path: Path,
    *,
    user_id: str | None = None,
    replace: bool = False,
    embed: Embed | None = None,
    batch_size: int = 1000,
    single_max: int = 50_000,
) -> RestoreReport:
    """Restore the export at ``path`` (see the module docstring for the rules)."""
    checked = check_file(path)
    target = validate_user_id(user_id or checked.header.user_id)
    plan = _Plan(path, checked, target, replace, embed if not checked.header.embeddings else None, batch_size)
    if checked.header.nodes + checked.header.relationships <= single_max:
        return await db.write_tx(lambda tx: plan.run(_Same(tx)))
    return await plan.run(_Each(db))


class _Same:
    """Every step in the one transaction."""

    def __init__(self, tx: Tx) -> None:
        self._tx = tx

    async def __call__(self, work: Callable[[Tx], Awaitable[T]]) -> T:
        return await work(self._tx)


class _Each:
    """Every step in its own transaction."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def __call__(self, work: Callable[[Tx], Awaitable[T]]) -> T:
        return await self._db.write_tx(work)


Step = _Same | _Each


class _Plan:
    def __init__(
        self, path: Path, checked: CheckedFile, target: str, replace: bool, embed: Embed | None, batch: int
    ) -> None:
        self._path = path
        self._checked = checked
        self._target = target
        self._replace = replace
        self._embed = embed
        self._batch = batch
        self._rewriting = target != checked.header.user_id
        self._uids = {old: _new_uid(target, old) for old in checked.uids} if self._rewriting else {}

    async def run(self, step: Step) -> RestoreReport:
        await step(self._prepare)
        domains = await step(_query("transfer/domain_elements"))
        elements = {row["id"]: row["element_id"] for row in domains}
        nodes = relationships = 0
        for batch in self._node_batches():
            created = await step(_query("transfer/create_nodes", rows=batch))
            elements.update((row["id"], row["element_id"]) for row in created)
            nodes += len(created)
        for batch in self._relationship_batches(elements):
            done = await step(_query("transfer/create_relationships", rows=batch))
            if done[0]["created"] != len(batch):  # an endpoint vanished: never commit half a link set
                raise DatabaseError(f"{len(batch) - done[0]['created']} relationships lost an endpoint")
            relationships += len(batch)
        embedded = await self._embed_missing(step, self._embed) if self._embed is not None else 0
        return RestoreReport(self._target, nodes, relationships, embedded, self._replace)

    async def _prepare(self, tx: Tx) -> None:
        if self._replace:
            await tx.run("api/forget_namespace", user_id=self._target)
        held = (await tx.run("transfer/namespace_contents", user_id=self._target))[0]["held"]
        if held:
            raise NamespaceNotEmptyError(
                f"the namespace {self._target!r} already holds memory ({held} nodes or links): "
                "import into an empty namespace, or pass --replace to erase it first"
            )
        await tx.run("transfer/clear_fixed_entities", user_id=self._target, roles=sorted(self._checked.roles))

    def _node_batches(self) -> Iterator[list[Row]]:
        batch: list[Row] = []
        for _, row in lines(self._path):
            if row["kind"] != "node":
                break
            properties = self._rewrite(decode_properties(row["properties"]))
            if "Episode" in row["labels"]:
                properties["turn_key"] = _turn_key(properties)
            batch.append({"id": row["id"], "labels": row["labels"], "properties": properties})
            if len(batch) == self._batch:
                yield batch
                batch = []
        if batch:
            yield batch

    def _relationship_batches(self, elements: dict[str, str]) -> Iterator[list[Row]]:
        batch: list[Row] = []
        for _, row in lines(self._path):
            if row["kind"] != "relationship":
                continue
            batch.append(
                {
                    "type": row["type"],
                    "start": elements[row["start"]],
                    "end": elements[row["end"]],
                    "properties": self._rewrite(decode_properties(row["properties"])),
                }
            )
            if len(batch) == self._batch:
                yield batch
                batch = []
        if batch:
            yield batch

    def _rewrite(self, properties: Properties) -> Properties:
        if not self._rewriting:
            return properties
        rewritten: Properties = {}
        for key, value in properties.items():
            if isinstance(value, list):
                rewritten[key] = [self._uids.get(v, v) if isinstance(v, str) else v for v in value]
            else:
                rewritten[key] = self._uids.get(value, value) if isinstance(value, str) else value
        rewritten["user_id"] = self._target
        return rewritten

    async def _embed_missing(self, step: Step, embed: Embed) -> int:
        embedded = 0
        while rows := await step(
            _query("transfer/missing_embeddings", user_id=self._target, page=self._batch)
        ):
            vectors = await embed([_text(row) for row in rows])
            updates = [
                {"element_id": r["element_id"], "embedding": v} for r, v in zip(rows, vectors, strict=True)
            ]
            done = (await step(_query("transfer/set_embeddings", rows=updates)))[0]["embedded"]
            if not done:  # the page could not be set: stop rather than ask for it forever
                break
            embedded += done
        return embedded


def _turn_key(episode: Properties) -> str:
    """The episode's place in its session, made again: the file may predate turn keys, and the uid
    a key ends with may have been rewritten."""
    occurred_at, created_at = (episode.get(name) for name in ("occurred_at", "created_at"))
    return turn_key(
        occurred_at.to_native() if isinstance(occurred_at, DateTime) else None,
        created_at.to_native() if isinstance(created_at, DateTime) else None,
        str(episode["uid"]),
    )


def _query(name: str, **params: Any) -> Callable[[Tx], Awaitable[list[Row]]]:
    """One named statement as a step's work."""
    return lambda tx: tx.run(name, **params)


def _text(row: Row) -> str:
    if row["field"] is None:
        return str(row["text"])
    return fact_embedding_text(row["subject"], row["field"], row["text"])


def _new_uid(target: str, old: str) -> str:
    return str(uuid.uuid5(REWRITE, f"{target}\n{old}"))
