"""What may become a label or a relationship type, and the check every such name passes.

Cypher cannot take labels or relationship types as ``$parameters`` in patterns that use indexes, so
the names are checked here, against the vocabulary and a strict pattern, before any query sees
them. Queries then use Neo4j 5.26's dynamic ``$(...)`` syntax with the checked name as a parameter.

>>> relation_type("works_at")
'WORKS_AT'
>>> relation_type("KNOWS]->(x) DETACH DELETE x //")
Traceback (most recent call last):
...
hippograph.errors.InvalidIdentifierError: invalid relation ...
"""

from __future__ import annotations

import re

from hippograph.errors import InvalidIdentifierError

RELATION_PATTERN = re.compile(r"^[A-Z][A-Z0-9_]{1,40}$")

ENTITY_TYPES: tuple[str, ...] = (
    "Person",
    "Place",
    "Org",
    "Concept",
    "Goal",
    "Event",
    "Agent",
    "User",
    "Work",
    "Product",
    "Pet",
)

# Typed entity-to-entity edges HippoGraph itself creates. Others that pass the pattern are accepted
# too (an LLM may name new ones), but never anything that does not.
RELATIONS: frozenset[str] = frozenset({
    "SERVES", "TRUSTS", "WORKS_AT", "WORKED_AT", "LIVES_IN", "LIVED_IN", "FROM", "BORN_IN",
    "LOCATED_IN", "HEADQUARTERED_IN", "PART_OF", "OWNS", "STUDIES_AT", "STUDIED_AT", "MEMBER_OF",
    "SIBLING_OF", "PARENT_OF", "CHILD_OF", "PARTNER_OF", "MARRIED_TO", "COUSIN_OF", "RELATIVE_OF",
    "FRIEND_OF", "COLLEAGUE_OF", "MANAGES", "REPORTS_TO", "KNOWS", "PURSUES", "BLOCKED_BY", "FUNDS",
    "LIKES", "DISLIKES", "VISITED", "PLANS_TO_VISIT", "ATTENDS", "HAS_PET", "USES", "SPEAKS",
    "ENGAGED_TO", "VOLUNTEERS_AT", "WORKS_IN", "OPERATES_IN",
})  # fmt: skip

# Relationships of HippoGraph's own model; user data may never create these.
RESERVED_RELATIONS: frozenset[str] = frozenset(
    {"ABOUT", "IN_DOMAIN", "SUPERSEDES", "FROM_EPISODE", "MENTIONS", "SPOKEN_BY", "ALIAS_OF"}
)

# Every relationship of HippoGraph's own model: the reserved ones, the agent's tie to its user and
# the bookkeeping of merges and compaction. Any other type in the database is an entity-to-entity
# edge of user data.
MODEL_RELATIONS: frozenset[str] = RESERVED_RELATIONS | {
    "SERVES",
    "KEPT",
    "DROPPED",
    "MERGED_INTO",
    "VERSION_OF",
}


def relation_type(name: str) -> str:
    """The canonical relationship type for ``name``, or :class:`InvalidIdentifierError`."""
    candidate = name.strip().upper().replace(" ", "_").replace("-", "_")
    if not RELATION_PATTERN.fullmatch(candidate) or candidate in RESERVED_RELATIONS:
        raise InvalidIdentifierError(
            f"invalid relation {name!r}: must match {RELATION_PATTERN.pattern} "
            "and not be one of HippoGraph's own relationships"
        )
    return candidate


def entity_label(name: str) -> str:
    """The entity type label for ``name`` (case-insensitive), or :class:`InvalidIdentifierError`."""
    for label in ENTITY_TYPES:
        if label.lower() == name.strip().lower():
            return label
    raise InvalidIdentifierError(f"invalid entity type {name!r}: one of {', '.join(ENTITY_TYPES)}")
