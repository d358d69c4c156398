"""What a hygiene job changes, recorded so that it can be undone, or shown before it happens.

Every write of a job goes through :meth:`Recorder.change`: in one transaction it takes the state of
the nodes the write touches (their properties and every relationship at either end), runs the
write, takes the state again and keeps the difference, a :class:`Changes`. A run stores its
differences, one ``HygieneChange`` node per write, under a ``HygieneRun`` node of the namespace;
:mod:`hippograph.hygiene.undo` applies them backwards. A dry run makes the same writes in one
transaction that is rolled back at the end: the plan it shows is exactly what the run would do.

Property values and relationship ends are written as the export writes them
(:mod:`hippograph.transfer.values`, ``domain:<id>`` for a shared domain), so a run undone gives
back the same export, byte for byte.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, TypeVar

from hippograph.graph.driver import Database, Tx
from hippograph.hygiene.report import ChangeLine
from hippograph.transfer.values import encode

T = TypeVar("T")
Row = dict[str, Any]
Touched = list[str] | Callable[[Tx], Awaitable[list[str]]]
Apply = Callable[[Tx, list[str]], Awaitable[T]]
SHOWN = 500  # changes a report lists (it counts all of them)


@dataclass(frozen=True)
class NodeState:
    element_id: str
    labels: list[str]
    properties: Row  # encoded, no nulls
    relationships: list[str]  # canonical lines, see relationship_line


@dataclass
class Changes:
    """The difference one write made (or, in a dry run, would make)."""

    properties: list[Row] = field(default_factory=list)  # {id, before: {k: v | None}, after: {...}}
    nodes_deleted: list[Row] = field(default_factory=list)  # {id, labels, properties}
    nodes_created: list[Row] = field(default_factory=list)  # {id, labels, properties}
    relationships_created: list[Row] = field(default_factory=list)  # {type, start, end, properties}
    relationships_deleted: list[Row] = field(default_factory=list)
    # Every node the write touched, as it was right after: an undo finds each one so, or refuses.
    fingerprints: dict[str, str] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return any(value for key, value in self.as_json().items() if key != "fingerprints")

    def as_json(self) -> Row:
        return {
            "properties": self.properties,
            "nodes_deleted": self.nodes_deleted,
            "nodes_created": self.nodes_created,
            "relationships_created": self.relationships_created,
            "relationships_deleted": self.relationships_deleted,
            "fingerprints": self.fingerprints,
        }

    def dump(self) -> str:
        return json.dumps(self.as_json(), ensure_ascii=False, sort_keys=True, allow_nan=False)

    @classmethod
    def load(cls, text: str) -> Changes:
        return cls(**json.loads(text))

    def lines(self) -> list[ChangeLine]:
        """The changes for people, one line each."""

        def text(value: Row) -> str:
            return json.dumps(value, ensure_ascii=False, sort_keys=True)

        def link(r: Row) -> str:
            return f"{r['start']} -[{r['type']}]-> {r['end']}"

        lines = [ChangeLine("set", c["id"], text(c["before"]), text(c["after"])) for c in self.properties]
        lines += [ChangeLine("delete node", n["id"], before=text(_brief(n))) for n in self.nodes_deleted]
        lines += [ChangeLine("create node", n["id"], after=text(_brief(n))) for n in self.nodes_created]
        lines += [ChangeLine("create relationship", link(r), after=text(r["properties"]))
                  for r in self.relationships_created]  # fmt: skip
        lines += [ChangeLine("delete relationship", link(r), before=text(r["properties"]))
                  for r in self.relationships_deleted]  # fmt: skip
        return lines


def _brief(node: Row) -> Row:
    """A node as a change line shows it: labels and properties, the vector left out."""
    return {"labels": node["labels"], **{k: v for k, v in node["properties"].items() if k != "embedding"}}


def relationship_line(kind: str, start: str, end: str, properties: Row) -> str:
    """A relationship as one canonical text (as the export writes it), for counting and comparing."""
    row = {"type": kind, "start": start, "end": end, "properties": _encoded(properties)}
    return json.dumps(row, ensure_ascii=False, sort_keys=True, allow_nan=False)


def _encoded(properties: Row) -> Row:
    return {key: encode(properties[key]) for key in sorted(properties) if properties[key] is not None}


async def node_states(tx: Tx, user_id: str, ids: list[str], *, embeddings: bool) -> dict[str, NodeState]:
    """The state of the hygiene-touched nodes (facts, entities, aliases) among ``ids``; absent ids
    are nodes that do not exist."""
    rows = await tx.run("hygiene/node_states", user_id=user_id, ids=sorted(set(ids)), embeddings=embeddings)
    states: dict[str, NodeState] = {}
    for row in rows:
        lines = [relationship_line(r["type"], row["id"], r["end"], r["properties"]) for r in row["outgoing"]]
        lines += [
            relationship_line(r["type"], r["start"], row["id"], r["properties"])
            for r in row["incoming"]
            if r["start"] != row["id"]  # a loop is listed once, as outgoing
        ]
        states[row["id"]] = NodeState(
            row["element_id"], sorted(row["labels"]), _encoded(row["properties"]), sorted(lines)
        )
    return states


def fingerprint(state: NodeState) -> str:
    """A node's properties (its vector aside), in short."""
    shown = {k: v for k, v in state.properties.items() if k != "embedding"}
    text = json.dumps(shown, ensure_ascii=False, sort_keys=True, allow_nan=False)
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def _relationships(states: dict[str, NodeState]) -> Counter[str]:
    """Every relationship at either end of the nodes, once each (a link between two of them is
    listed by both)."""
    lines: Counter[str] = Counter()
    for node_id, state in states.items():
        for line in state.relationships:
            row = json.loads(line)
            if row["start"] == node_id or row["start"] not in states:
                lines[line] += 1
    return lines


def diff(before: dict[str, NodeState], after: dict[str, NodeState]) -> Changes:
    """What changed between two states of the same nodes."""
    changes = Changes(fingerprints={node_id: fingerprint(state) for node_id, state in sorted(after.items())})
    for node_id in sorted(before.keys() | after.keys()):
        old, new = before.get(node_id), after.get(node_id)
        if old is not None and new is None:
            changes.nodes_deleted.append({"id": node_id, "labels": old.labels, "properties": old.properties})
        elif old is None and new is not None:
            changes.nodes_created.append({"id": node_id, "labels": new.labels, "properties": new.properties})
        elif old is not None and new is not None and old.properties != new.properties:
            keys = sorted(k for k in old.properties.keys() | new.properties.keys()
                          if old.properties.get(k) != new.properties.get(k))  # fmt: skip
            changes.properties.append({
                "id": node_id,
                "before": {k: old.properties.get(k) for k in keys},
                "after": {k: new.properties.get(k) for k in keys},
            })  # fmt: skip
    old_lines, new_lines = _relationships(before), _relationships(after)
    changes.relationships_created = [json.loads(line) for line in sorted((new_lines - old_lines).elements())]
    changes.relationships_deleted = [json.loads(line) for line in sorted((old_lines - new_lines).elements())]
    return changes


class Recorder:
    """The writes of one job in one namespace, recorded under the run ``run_uid``; with ``tx``
    (a dry run) every read and write goes through that one transaction and nothing is recorded."""

    def __init__(self, db: Database, user_id: str, run_uid: str | None, tx: Tx | None = None) -> None:
        self._db = db
        self.user_id = user_id
        self.run_uid = run_uid
        self._tx = tx
        self._seq = 0
        self.shown: list[ChangeLine] = []  # the first changes done (or planned), for the report
        self.count = 0  # all of them

    @property
    def dry_run(self) -> bool:
        return self._tx is not None

    async def read(self, name: str, **params: Any) -> list[Row]:
        if self._tx is not None:
            return await self._tx.run(name, user_id=self.user_id, **params)
        return await self._db.read(name, user_id=self.user_id, **params)

    async def change(self, touched: Touched, apply: Apply[T], *, embeddings: bool = False) -> T:
        """Run ``apply`` on the nodes ``touched`` names (a list, or a query run first in the same
        transaction) and record what it changed. ``embeddings``: keep the vectors in the record
        (a write that deletes nodes must, to recreate them)."""

        async def unit(tx: Tx) -> tuple[T, Changes]:
            ids = touched if isinstance(touched, list) else await touched(tx)
            before = await node_states(tx, self.user_id, ids, embeddings=embeddings)
            result = await apply(tx, ids)
            changes = diff(before, await node_states(tx, self.user_id, ids, embeddings=embeddings))
            if changes and self._tx is None:
                self._seq += 1
                await tx.run("hygiene/add_change", user_id=self.user_id, run_uid=self.run_uid,
                             uid=str(uuid.uuid4()), seq=self._seq, changes=changes.dump())  # fmt: skip
            return result, changes

        result, changes = await (unit(self._tx) if self._tx is not None else self._db.write_tx(unit))
        lines = changes.lines()
        self.count += len(lines)
        self.shown += lines[: max(0, SHOWN - len(self.shown))]
        return result


async def start_run(db: Database, user_id: str, job: str, now: datetime) -> str:
    uid = str(uuid.uuid4())
    await db.write("hygiene/create_run", user_id=user_id, uid=uid, job=job, now=now)
    return uid
