"""The whole-file check an import makes before it writes anything.

Every line is read and held against the format: the header first, then nodes, then relationships;
labels and types against the vocabulary; every value decodable; every node of the header's
namespace, named by its own identifying properties, once; every relationship between nodes of the
file or to a known domain; the counts as the header says (so a truncated file fails here).

>>> checked = check_file(Path("alice.jsonl"))                      # doctest: +SKIP
>>> checked.header.nodes, sorted(checked.roles)                     # doctest: +SKIP
(42, ['agent', 'user'])
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hippograph.errors import ValidationError
from hippograph.transfer.fileformat import (
    Header,
    check_labels,
    check_relationship_type,
    domain_id,
    node_id,
    parse_header,
)
from hippograph.transfer.values import Scalar, decode

PROPERTY_KEY = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,63}$")
Properties = dict[str, Scalar | list[Scalar]]


@dataclass
class CheckedFile:
    """What the write pass needs to know about a checked file."""

    header: Header
    node_ids: set[str] = field(default_factory=set)
    uids: set[str] = field(default_factory=set)  # node and relationship uids, for a --user rewrite
    roles: set[str] = field(default_factory=set)  # the fixed entities (user, agent) the file defines
    relationships: int = 0


def read_header(path: Path) -> Header | None:
    """The export header of ``path``, or ``None`` when the file is not an export (format detection)."""
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            if line.strip():
                return parse_header(line)
    return None


def lines(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    """(line number, object) for each line after the header; :class:`ValidationError` on bad JSON."""
    with path.open(encoding="utf-8") as rows:
        next(rows, None)
        for number, line in enumerate(rows, start=2):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError as exc:
                raise ValidationError(f"{path.name} line {number}: not valid JSON ({exc.msg})") from exc
            if not isinstance(row, dict):
                raise ValidationError(f"{path.name} line {number}: expected a JSON object")
            yield number, row


def check_file(path: Path) -> CheckedFile:
    """Check all of ``path`` (see the module docstring); :class:`ValidationError` names the line."""
    first = _first_line(path)
    header = parse_header(first)
    if header is None:
        raise ValidationError(f"{path.name} is not a HippoGraph export (no export header on line 1)")
    checked = CheckedFile(header)
    for number, row in lines(path):
        try:
            _check_row(checked, row)
        except ValidationError as exc:
            raise type(exc)(f"{path.name} line {number}: {exc.message}") from exc
    found = (len(checked.node_ids), checked.relationships)
    if found != (header.nodes, header.relationships):
        raise ValidationError(
            f"{path.name} holds {found[0]} nodes and {found[1]} relationships, but its header says "
            f"{header.nodes} and {header.relationships}: the file is truncated or was edited"
        )
    return checked


def _first_line(path: Path) -> str:
    with path.open(encoding="utf-8") as rows:
        return rows.readline()


def _check_row(checked: CheckedFile, row: dict[str, Any]) -> None:
    kind = row.get("kind")
    if kind == "node":
        if checked.relationships:
            raise ValidationError("a node after the relationships")
        _check_node(checked, row)
    elif kind == "relationship":
        _check_relationship(checked, row)
        checked.relationships += 1
    else:
        raise ValidationError(f"unknown kind {kind!r}")


def _check_node(checked: CheckedFile, row: dict[str, Any]) -> None:
    labels = check_labels(row.get("labels"))
    properties = decode_properties(row.get("properties"))
    if properties.get("user_id") != checked.header.user_id:
        raise ValidationError(f"a node outside the namespace {checked.header.user_id!r}")
    identity = row.get("id")
    if not isinstance(identity, str) or identity != node_id(labels, properties):
        raise ValidationError(f"node id {identity!r} does not match its uid (or a Note's key)")
    if identity in checked.node_ids:
        raise ValidationError(f"node {identity!r} twice")
    checked.node_ids.add(identity)
    if isinstance(uid := properties.get("uid"), str):
        checked.uids.add(uid)
    if "Entity" in labels and isinstance(role := properties.get("role"), str):
        checked.roles.add(role)


def _check_relationship(checked: CheckedFile, row: dict[str, Any]) -> None:
    check_relationship_type(row.get("type"))
    properties = decode_properties(row.get("properties"))
    start, end = row.get("start"), row.get("end")
    if not isinstance(start, str) or start not in checked.node_ids:
        raise ValidationError(f"a relationship from {start!r}, which is no node of the file")
    if not isinstance(end, str) or (end not in checked.node_ids and domain_id(end) is None):
        raise ValidationError(f"a relationship to {end!r}, which is no node of the file")
    if isinstance(uid := properties.get("uid"), str):
        checked.uids.add(uid)


def decode_properties(value: Any) -> Properties:
    """The driver values of a line's ``properties``; :class:`ValidationError` if malformed."""
    if not isinstance(value, dict):
        raise ValidationError("properties must be a JSON object")
    for key in value:
        if not PROPERTY_KEY.fullmatch(key):
            raise ValidationError(f"invalid property name {key!r}")
    return {key: decode(item) for key, item in value.items()}
