"""The graph model as neomodel classes: one class per node label, with the indexes it declares.

The ``.cypher`` migrations create the schema (they also hold the composite keys neomodel cannot
express); :func:`check_models` verifies after every migration that each constraint and index a
model declares exists, so the two descriptions cannot drift apart silently.
Typed entity-to-entity edges carry :class:`EntityEdge`'s properties.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from neomodel import (
    ArrayProperty,
    AsyncStructuredNode,
    AsyncStructuredRel,
    BooleanProperty,
    DateTimeProperty,
    FloatProperty,
    FulltextIndex,
    IntegerProperty,
    JSONProperty,
    StringProperty,
    VectorIndex,
)

from hippograph.errors import ConfigurationError

DIMENSIONS = 384


def _vector() -> ArrayProperty:
    return ArrayProperty(FloatProperty(), vector_index=VectorIndex(DIMENSIONS, "cosine"))


def _uid() -> StringProperty:
    return StringProperty(unique_index=True, required=True)


class Domain(AsyncStructuredNode):
    domain_id = IntegerProperty(unique_index=True, required=True, db_property="id")
    slug = StringProperty(unique_index=True, required=True)
    name = StringProperty(required=True)
    layer = StringProperty(required=True)
    description = StringProperty(required=True)
    rate = StringProperty(required=True)


class Entity(AsyncStructuredNode):
    """A person, place, org, concept, goal, event, the user or the agent; its type is also a
    second label (``:Entity:Person``)."""

    uid = _uid()
    user_id = StringProperty(index=True, required=True)
    role = StringProperty()  # "user" | "agent" for the two fixed entities of a namespace
    name = StringProperty(required=True, fulltext_index=FulltextIndex())
    name_norm = StringProperty(required=True)
    type = StringProperty(required=True)
    aliases = ArrayProperty(StringProperty(), default=list)
    embedding = _vector()
    created_at = DateTimeProperty()
    updated_at = DateTimeProperty()
    metadata = JSONProperty()


# A fact no longer active (superseded, ended, forgotten, rejected, merged by compaction) carries
# this label beside :Fact, so that Neo4j Browser's style, which can select by label only, dims it.
# Every statement that writes a fact's `active` keeps the label in step (migration 0013 gave it to
# the facts inactive before); nothing reads it: queries filter on `active`.
INACTIVE = "Inactive"


class Fact(AsyncStructuredNode):
    uid = _uid()
    user_id = StringProperty(index=True, required=True)
    field = StringProperty(required=True, fulltext_index=FulltextIndex())
    value = StringProperty(required=True)
    confidence = FloatProperty(default=0.8)
    score = FloatProperty(default=0.0)
    access_count = IntegerProperty(default=0)
    last_accessed = DateTimeProperty()
    last_hit_at = DateTimeProperty()  # last reinforce/demote feedback
    review = StringProperty(choices={"approved": "approved", "rejected": "rejected"})  # audit verdict
    reviewed_at = DateTimeProperty()
    active = BooleanProperty(default=True)
    target = StringProperty(choices={"user": "user", "agent": "agent"}, default="user")
    sector = StringProperty()  # episodic | semantic | procedural | affective
    source = StringProperty()  # extraction | api | migration
    created_at = DateTimeProperty()
    valid_from = DateTimeProperty()
    valid_to = DateTimeProperty()
    embedding = _vector()
    # hygiene (composite indexes in 0006_hygiene.cypher)
    decay_score = FloatProperty()  # stored by the decay job
    decayed_at = DateTimeProperty()
    archived = BooleanProperty(default=False)  # pruned: recall skips it unless asked
    archived_at = DateTimeProperty()


class Episode(AsyncStructuredNode):
    uid = _uid()
    user_id = StringProperty(index=True, required=True)
    session_id = StringProperty()
    external_id = StringProperty()
    speaker = StringProperty()
    content = StringProperty(required=True, fulltext_index=FulltextIndex())
    content_hash = StringProperty(required=True)
    occurred_at = DateTimeProperty()
    created_at = DateTimeProperty()
    turn_key = StringProperty()  # its place in the session: hippograph/graph/turns.py
    embedding = _vector()


class Note(AsyncStructuredNode):
    """Mutable working state with exact retrieval by key (sheldonmem "Notes")."""

    user_id = StringProperty(required=True)
    key = StringProperty(required=True)
    content = StringProperty(required=True)
    tier = StringProperty(choices={"working": "working", "archive": "archive"}, default="working")
    created_at = DateTimeProperty()
    updated_at = DateTimeProperty()


class Reminder(AsyncStructuredNode):
    """A keyword cron: when it fires, recall(keyword) says what to remind (sheldonmem "Cron")."""

    uid = _uid()
    user_id = StringProperty(index=True, required=True)
    keyword = StringProperty(required=True)
    schedule = StringProperty(required=True)
    chat_id = StringProperty()
    next_run = DateTimeProperty(index=True)
    expires_at = DateTimeProperty(index=True)  # the scheduler's expiry sweep crosses namespaces
    last_fired_at = DateTimeProperty()
    created_at = DateTimeProperty()


class Procedure(AsyncStructuredNode):
    """A learned heuristic "when X, also Y" (ontology-aware-memory, Layer 5)."""

    uid = _uid()
    user_id = StringProperty(index=True, required=True)
    trigger = StringProperty(required=True)
    action = StringProperty(required=True)
    confidence = FloatProperty(default=0.5)
    observed_count = IntegerProperty(default=1)
    created_at = DateTimeProperty()
    updated_at = DateTimeProperty()


class Summary(AsyncStructuredNode):
    """A consolidated summary of a scope (an entity, a session, a domain); Layer 6."""

    uid = _uid()
    user_id = StringProperty(index=True, required=True)
    scope_type = StringProperty(required=True)
    scope_id = StringProperty(required=True)
    text = StringProperty(required=True)
    source_count = IntegerProperty(default=0)
    created_at = DateTimeProperty()


class Conflict(AsyncStructuredNode):
    """Two memories that disagree, made explicit rather than silently resolved."""

    uid = _uid()
    user_id = StringProperty(index=True, required=True)
    conflict_type = StringProperty(required=True)  # memory_vs_memory | temporal
    data = JSONProperty()
    resolution = StringProperty()
    detected_at = DateTimeProperty()
    resolved_at = DateTimeProperty()


class Alias(AsyncStructuredNode):
    """Another name of an entity, learned by resolution or stated by the user."""

    uid = _uid()
    user_id = StringProperty(required=True)
    alias = StringProperty(required=True)
    alias_norm = StringProperty(required=True)
    entity_uid = StringProperty(required=True)
    source = StringProperty()  # exact | fuzzy | vector | learned | user_stated
    confidence = FloatProperty(default=1.0)
    use_count = IntegerProperty(default=1)
    created_at = DateTimeProperty()


class ApiKey(AsyncStructuredNode):
    """An API key, stored only as its hash; scoped to one user namespace unless admin."""

    uid = _uid()
    user_id = StringProperty(index=True, required=True)
    key_hash = StringProperty(unique_index=True, required=True)
    prefix = StringProperty(required=True)
    admin = BooleanProperty(default=False)
    created_at = DateTimeProperty()
    revoked_at = DateTimeProperty()


class EntityEdge(AsyncStructuredRel):
    """Properties of every typed entity-to-entity edge (``WORKS_AT``, ``SIBLING_OF``, ...)."""

    uid = StringProperty(required=True)
    strength = FloatProperty(default=1.0)
    metadata = JSONProperty()
    created_at = DateTimeProperty()
    valid_from = DateTimeProperty()
    valid_to = DateTimeProperty()


MODELS: tuple[type[AsyncStructuredNode], ...] = (
    Domain, Entity, Fact, Episode, Note, Reminder, Procedure, Summary, Conflict, Alias, ApiKey,
)  # fmt: skip


def declared_schema() -> set[tuple[str, str, str]]:
    """(kind, label, property) for every constraint or index the models declare."""
    declared: set[tuple[str, str, str]] = set()
    for model in MODELS:
        for name, prop in model.defined_properties(aliases=False, rels=False).items():
            column = prop.get_db_property_name(name)
            if prop.unique_index:
                declared.add(("UNIQUE", model.__label__, column))
            if prop.index:
                declared.add(("RANGE", model.__label__, column))
            if prop.fulltext_index is not None:
                declared.add(("FULLTEXT", model.__label__, column))
            if prop.vector_index is not None:
                declared.add(("VECTOR", model.__label__, column))
    return declared


def check_models(constraints: Iterable[dict[str, Any]], indexes: Iterable[dict[str, Any]]) -> None:
    """Raise :class:`ConfigurationError` if a model declares something the schema lacks."""
    present: set[tuple[str, str, str]] = set()
    for row in constraints:
        if row["type"] == "UNIQUENESS" and len(row["properties"]) == 1:
            present.add(("UNIQUE", row["labelsOrTypes"][0], row["properties"][0]))
    for row in indexes:
        for label in row["labelsOrTypes"] or ():
            for column in row["properties"] or ():
                present.add((row["type"], label, column))
    missing = declared_schema() - present
    if missing:
        raise ConfigurationError(f"the graph schema lacks what the models declare: {sorted(missing)}")
