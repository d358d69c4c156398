"""Entities: lookup, listing and search, paths between them, and the mutations that add or erase
them. Edges live in ``edges.py``, merges in ``merges.py``."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

import strawberry

from hippograph import validate
from hippograph.errors import NotFoundError, ValidationError
from hippograph.graph.domains import checked_domain_id
from hippograph.graph.vocabulary import entity_label
from hippograph.lucene import match_query, terms
from hippograph.resolvers.context import Info
from hippograph.resolvers.paging import Page
from hippograph.schema.connection import Connection
from hippograph.schema.graph import Entity, GraphPath, load_entity
from hippograph.schema.inputs import AddEntityInput
from hippograph.schema.payloads import ForgetEntityPayload
from hippograph.text import normalise_name

# The user and the agent exist once per namespace; the API cannot add or erase them.
FIXED_TYPES = frozenset({"User", "Agent"})
SEARCH_LIMIT = 500


async def resolve_entity(info: Info, id: strawberry.ID | None = None, name: str | None = None) -> Entity:
    """By id, or by name (exact normalised name first, then a learned alias)."""
    if (id is None) == (name is None):
        raise ValidationError("give exactly one of id and name")
    if id is not None:
        return await load_entity(info, validate.uid("id", id))
    assert name is not None
    context = info.context
    norm = normalise_name(validate.text("name", name, validate.MAX_NAME_CHARS))
    rows = await context.services.db.read("api/entity_by_name", user_id=context.user_id, name_norm=norm)
    if not rows:
        raise NotFoundError(f"no entity named {name!r}")
    return await load_entity(info, rows[0]["uid"])


async def resolve_entities(
    info: Info,
    search: str | None = None,
    type: str | None = None,
    domain: int | None = None,
    first: int | None = None,
    after: str | None = None,
) -> Connection[Entity]:
    context = info.context
    page = Page.of(first, after, context.services.settings.graphql_max_page_size)
    params = {
        "user_id": context.user_id,
        "type": entity_label(type) if type is not None else None,
        "domain_id": checked_domain_id(domain),
        "offset": page.offset,
        "first": page.first,
    }
    if search is not None:
        words = terms(validate.text("search", search, validate.MAX_NAME_CHARS))
        lucene = match_query(context.user_id, ("name", "aliases"), words, fuzzy=True)
        rows = await context.services.db.read(
            "api/search_entities", lucene=lucene, search_limit=SEARCH_LIMIT, **params
        )
    else:
        rows = await context.services.db.read("api/list_entities", **params)
    return Connection.of([Entity.from_row(row) for row in rows[0]["page"]], page, rows[0]["total"])


async def resolve_agent_self(info: Info) -> Entity:
    """The agent's self-entity of the caller's namespace (created on first use)."""
    context = info.context
    refs = await context.services.namespaces.ensure(context.user_id)
    return await load_entity(info, refs.agent_uid)


async def resolve_paths(
    info: Info,
    from_id: strawberry.ID,
    to_id: strawberry.ID,
    max_hops: int = 3,
    as_of: datetime | None = None,
) -> list[GraphPath]:
    """Up to five shortest paths between two entities (at most ``maxHops`` edges, 1-4), through
    edges valid now, or at ``asOf``."""
    context = info.context
    source = validate.uid("fromId", from_id)
    target = validate.uid("toId", to_id)
    if source == target:
        raise ValidationError("fromId and toId are the same entity")
    rows = await context.services.db.read(
        "api/find_paths",
        user_id=context.user_id,
        from_uid=source,
        to_uid=target,
        max_hops=validate.hops("maxHops", max_hops),
        as_of=_aware(as_of),
    )
    return [
        GraphPath(
            steps=_steps(row["names"], row["relations"]),
            entity_ids=[strawberry.ID(uid) for uid in row["entity_uids"]],
            edge_ids=[strawberry.ID(uid or "") for uid in row["edge_uids"]],
        )
        for row in rows
    ]


def _aware(moment: datetime | None) -> datetime | None:
    return moment.replace(tzinfo=UTC) if moment is not None and moment.tzinfo is None else moment


def _steps(names: list[str], relations: list[str]) -> list[str]:
    steps = [names[0]]
    for relation, name in zip(relations, names[1:], strict=True):
        steps += [relation, name]
    return steps


async def resolve_add_entity(info: Info, input: AddEntityInput) -> Entity:
    """Add an entity, or return the one of the same type and normalised name (adding aliases)."""
    context = info.context
    services = context.services
    name = validate.text("name", input.name, validate.MAX_NAME_CHARS)
    label = entity_label(input.type)
    if label in FIXED_TYPES:
        raise ValidationError(f"the {label} entity exists once per namespace and cannot be added")
    if len(input.aliases) > validate.MAX_ALIASES:
        raise ValidationError(f"at most {validate.MAX_ALIASES} aliases")
    aliases = {
        normalise_name(alias): alias
        for alias in (validate.text("alias", a, validate.MAX_NAME_CHARS) for a in input.aliases)
    }
    vector = (await services.embedder.embed([name]))[0]
    rows = await services.db.write(
        "api/add_entity",
        user_id=context.user_id,
        type=label,
        entity_name=name,
        name_norm=normalise_name(name),
        uid=str(uuid.uuid4()),
        metadata=validate.metadata(input.metadata),
        embedding=vector,
        now=datetime.now(UTC),
        aliases=[{"alias": a, "norm": n, "uid": str(uuid.uuid4())} for n, a in aliases.items()],
    )
    return await load_entity(info, rows[0]["uid"])


async def resolve_forget_entity(info: Info, id: strawberry.ID) -> ForgetEntityPayload:
    """Erase an entity, the facts about it, its aliases and edges (not the user or the agent)."""
    context = info.context
    entity = await load_entity(info, validate.uid("id", id))
    if entity.role is not None:
        raise ValidationError(f"the {entity.role} entity cannot be forgotten; use forgetMe")
    rows = await context.services.db.write("api/forget_entity", user_id=context.user_id, uid=str(entity.id))
    if not rows:
        raise NotFoundError(f"no entity {id!r}")
    await context.services.erasures.erased(context.user_id, "entity")
    return ForgetEntityPayload(id=entity.id, **rows[0])
