"""The export file: JSON lines, a header, then the nodes, then the relationships.

::

    {"format": "hippograph-export", "version": 1, "user_id": "alice", "nodes": 42,
     "relationships": 97, "embeddings": false, "created_at": "2026-05-01T09:30:00+00:00"}
    {"kind": "node", "id": "<uid>", "labels": ["Entity", "Person"], "properties": {...}}
    {"kind": "relationship", "type": "ABOUT", "start": "<id>", "end": "<id>", "properties": {...}}

A node's ``id`` is its ``uid``; a Note, keyed by ``(user_id, key)``, is ``note:<key>``. The shared
``:Domain`` nodes are not part of a namespace: a relationship to one names it ``domain:<id>`` and
the import links it to that domain again. Property values use :mod:`hippograph.transfer.values`.
Nodes come sorted by id, relationships grouped by start id (sorted) and each group in the order
of its lines' text, so two exports of the same graph are identical apart from the header's
``created_at``.

Labels and relationship types come from the file, so :func:`check_labels` and
:func:`check_relationship_type` hold every one against the vocabulary before a query sees it.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass
from datetime import datetime
from typing import Any

from hippograph.errors import InvalidIdentifierError, ValidationError
from hippograph.graph.domains import BY_ID
from hippograph.graph.models import INACTIVE, MODELS
from hippograph.graph.namespace import validate_user_id
from hippograph.graph.vocabulary import ENTITY_TYPES, MODEL_RELATIONS, RELATION_PATTERN, relation_type

FORMAT = "hippograph-export"
VERSION = 1
NOTE_PREFIX = "note:"
DOMAIN_PREFIX = "domain:"

LABEL_PATTERN = re.compile(r"^[A-Z][A-Za-z]{0,39}$")
# Shared or credential nodes never belong to an export: restoring an ApiKey from a file would mint
# access, a Domain or Migration node would corrupt the shared schema.
FORBIDDEN_LABELS = frozenset({"Domain", "ApiKey", "Migration"})
NODE_LABELS: frozenset[str] = frozenset(
    (
        {model.__label__ for model in MODELS}
        | {"Merge", "MergedEntity", "SameAsCandidate", INACTIVE, *ENTITY_TYPES}
    )
    - FORBIDDEN_LABELS
)


@dataclass(frozen=True)
class Header:
    user_id: str
    nodes: int
    relationships: int
    embeddings: bool
    created_at: str

    def line(self) -> str:
        return json.dumps({"format": FORMAT, "version": VERSION, **asdict(self)}, sort_keys=True)

    @classmethod
    def of(cls, user_id: str, nodes: int, relationships: int, embeddings: bool, now: datetime) -> Header:
        return cls(user_id, nodes, relationships, embeddings, now.isoformat())


def parse_header(line: str) -> Header | None:
    """The header of an export file, ``None`` when ``line`` is not one (another file format);
    :class:`ValidationError` for an export header that is malformed or of another version."""
    try:
        row: Any = json.loads(line)
    except json.JSONDecodeError:
        return None
    if not isinstance(row, dict) or row.get("format") != FORMAT:
        return None
    if row.get("version") != VERSION:
        raise ValidationError(f"export format version {row.get('version')!r} is not {VERSION}")
    try:
        header = Header(**{key: row[key] for key in Header.__dataclass_fields__})
    except KeyError as exc:
        raise ValidationError(f"the export header lacks {exc.args[0]!r}") from exc
    counts = (header.nodes, header.relationships)
    if not all(type(count) is int and count >= 0 for count in counts) or type(header.embeddings) is not bool:
        raise ValidationError("the export header's counts or embeddings flag are malformed")
    if not isinstance(header.user_id, str):
        raise ValidationError("the export header's user_id must be text")
    validate_user_id(header.user_id)
    return header


def node_id(labels: list[str], properties: dict[str, Any]) -> str | None:
    """A node's id in the file, from the properties that identify it (see the module docstring)."""
    uid = properties.get("uid")
    if isinstance(uid, str):
        return uid
    key = properties.get("key")
    return f"{NOTE_PREFIX}{key}" if "Note" in labels and isinstance(key, str) else None


def domain_id(endpoint: str) -> int | None:
    """The domain a ``domain:<id>`` endpoint names, ``None`` for a node id."""
    if not endpoint.startswith(DOMAIN_PREFIX):
        return None
    number = endpoint.removeprefix(DOMAIN_PREFIX)
    if not number.isdigit() or int(number) not in BY_ID:
        raise ValidationError(f"unknown domain {endpoint!r}")
    return int(number)


def check_labels(labels: Any) -> list[str]:
    """``labels`` if it is a non-empty list of known node labels, else :class:`InvalidIdentifierError`."""
    if not isinstance(labels, list) or not labels:
        raise ValidationError("a node needs a non-empty list of labels")
    for label in labels:
        if not isinstance(label, str) or not LABEL_PATTERN.fullmatch(label) or label not in NODE_LABELS:
            known = ", ".join(sorted(NODE_LABELS))
            raise InvalidIdentifierError(f"invalid node label {label!r}: one of {known}")
    return labels


def check_relationship_type(name: Any) -> str:
    """``name`` if it is a relationship type HippoGraph may hold, else :class:`InvalidIdentifierError`."""
    if not isinstance(name, str) or not RELATION_PATTERN.fullmatch(name):
        raise InvalidIdentifierError(f"invalid relationship type {name!r}")
    if name in MODEL_RELATIONS:
        return name
    if relation_type(name) != name:  # already canonical: the file is not a place to normalise names
        raise InvalidIdentifierError(f"invalid relationship type {name!r}")
    return name
