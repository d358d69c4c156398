"""User namespaces: every node carries ``user_id``; the first use of a namespace creates its user
entity and its agent self-entity, ``(agent)-[:SERVES]->(user)``, exactly once.

>>> validate_user_id("alice")
'alice'
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hippograph.errors import ValidationError
from hippograph.graph.driver import Database
from hippograph.text import normalise_name

USER_ID_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.@-]{0,127}$")


def validate_user_id(user_id: str) -> str:
    if not USER_ID_PATTERN.fullmatch(user_id):
        raise ValidationError(f"invalid user id {user_id!r}: 1-128 letters, digits, '_', '.', '@' or '-'")
    return user_id


@dataclass(frozen=True)
class NamespaceRefs:
    user_id: str
    user_uid: str
    agent_uid: str


class Namespaces:
    """Ensures namespaces on first use; remembers which ones exist so later calls cost nothing."""

    def __init__(self, db: Database, agent_name: str) -> None:
        self._db = db
        self._agent_name = agent_name
        self._known: dict[str, NamespaceRefs] = {}

    async def ensure(self, user_id: str) -> NamespaceRefs:
        known = self._known.get(user_id)
        if known is not None:
            return known
        validate_user_id(user_id)
        rows = await self._db.write(
            "graph/ensure_namespace",
            user_id=user_id,
            user_name=user_id,
            user_name_norm=normalise_name(user_id),
            agent_name=self._agent_name,
            agent_name_norm=normalise_name(self._agent_name),
        )
        refs = NamespaceRefs(user_id, rows[0]["user_uid"], rows[0]["agent_uid"])
        self._known[user_id] = refs
        return refs

    def forget(self, user_id: str) -> None:
        """Drop the cached refs (after the namespace was erased)."""
        self._known.pop(user_id, None)
