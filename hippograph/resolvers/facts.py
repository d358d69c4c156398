"""Facts: listing, history, and the mutations that state, revise, forget and weigh them.

Revising never overwrites: ``updateFact`` creates a new version that SUPERSEDES the old one, and
``forgetFact`` only deactivates (``valid_to`` now), so ``factHistory`` always shows what was known.
"""

from __future__ import annotations

import contextlib
import uuid
from datetime import UTC, datetime
from typing import Any

import strawberry

from hippograph import validate
from hippograph.errors import NotFoundError, ValidationError
from hippograph.graph.domains import checked_domain_id
from hippograph.graph.driver import Tx
from hippograph.resolvers.context import Info
from hippograph.resolvers.paging import Page
from hippograph.schema.connection import Connection
from hippograph.schema.graph import Fact, load_entity, load_fact
from hippograph.schema.inputs import AddFactInput, UpdateFactInput
from hippograph.text import fact_embedding_text, normalise_name

# Feedback moves the ranking score a lot and the confidence a little.
REINFORCE = (3.0, 0.05)
DEMOTE = (-1.0, -0.05)
SECTOR_BY_DOMAIN = {13: "episodic", 3: "affective", 12: "procedural"}


async def resolve_facts(
    info: Info,
    domain: int | None = None,
    field: str | None = None,
    entity_id: strawberry.ID | None = None,
    active: bool | None = True,
    first: int | None = None,
    after: str | None = None,
) -> Connection[Fact]:
    context = info.context
    page = Page.of(first, after, context.services.settings.graphql_max_page_size)
    rows = await context.services.db.read(
        "api/list_facts",
        user_id=context.user_id,
        domain_id=checked_domain_id(domain),
        field=validate.field_name(field) if field is not None else None,
        entity_uid=validate.uid("entityId", entity_id) if entity_id is not None else None,
        active=active,
        offset=page.offset,
        first=page.first,
    )
    return Connection.of([Fact.from_row(row) for row in rows[0]["page"]], page, rows[0]["total"])


async def resolve_fact_history(info: Info, id: strawberry.ID) -> list[Fact]:
    """Every version of the fact, newest first."""
    context = info.context
    rows = await context.services.db.read(
        "api/fact_history", user_id=context.user_id, uid=validate.uid("id", id)
    )
    if not rows:
        raise NotFoundError(f"no fact {id!r}")
    return [Fact.from_row(row["fact"]) for row in rows]


async def resolve_add_fact(info: Info, input: AddFactInput) -> Fact:
    context = info.context
    services = context.services
    entity = await load_entity(info, validate.uid("entityId", input.entity_id))
    field = validate.field_name(input.field)
    value = validate.text("value", input.value, validate.MAX_VALUE_CHARS)
    confidence = validate.unit_interval("confidence", input.confidence)
    metadata = validate.metadata(input.metadata)
    subject = None if entity.role else entity.name
    vector = (await services.embedder.embed([fact_embedding_text(subject, field, value)]))[0]
    domain_id = checked_domain_id(input.domain_id) or services.domains.best(vector)
    now = datetime.now(UTC)
    uid = str(uuid.uuid4())
    rows = await services.db.write(
        "api/add_fact",
        user_id=context.user_id,
        entity_uid=str(entity.id),
        uid=uid,
        field=field,
        value=value,
        domain_id=domain_id,
        confidence=confidence,
        sector="procedural" if entity.role == "agent" else SECTOR_BY_DOMAIN.get(domain_id, "semantic"),
        metadata=metadata,
        now=now,
        valid_from=input.valid_from or now,
        embedding=vector,
    )
    if not rows:
        raise NotFoundError(f"no entity {input.entity_id!r}")
    return await load_fact(info, uid)


async def resolve_update_fact(info: Info, input: UpdateFactInput) -> Fact:
    context = info.context
    services = context.services
    old = await load_fact(info, validate.uid("id", input.id))
    if not old.active:
        raise ValidationError("only the active version of a fact can be updated")
    value = validate.text("value", input.value, validate.MAX_VALUE_CHARS)
    confidence = validate.unit_interval("confidence", input.confidence)
    entity = await load_entity(info, str(old.entity_id))
    subject = None if entity.role else entity.name
    vector = (await services.embedder.embed([fact_embedding_text(subject, old.field, value)]))[0]
    new_uid = str(uuid.uuid4())
    now = datetime.now(UTC)
    implied = services.ontology.relation_for_field(old.field)

    async def work(tx: Tx) -> list[dict[str, Any]]:
        rows = await tx.run(
            "api/update_fact",
            user_id=context.user_id,
            uid=str(old.id),
            new_uid=new_uid,
            value=value,
            confidence=confidence,
            now=now,
            embedding=vector,
        )
        if rows and implied is not None and normalise_name(value) != normalise_name(old.value):
            # The edge the old version stated (employer → WORKS_AT) stops with it.
            await tx.run(
                "remember/close_edges",
                user_id=context.user_id,
                episode_uid=None,
                now=now,
                edges=[_closing(str(entity.id), implied.name, old.value, now, new_uid)],
            )
        return rows

    rows = await services.db.write_tx(work)
    if not rows:  # forgotten or updated by someone else in the meantime
        raise ValidationError("the fact is no longer active")
    return await _fresh_fact(info, new_uid)


def _closing(source_uid: str, relation: str, value: str, at: datetime, by: str) -> dict[str, Any]:
    return {
        "key": 0,
        "uid": str(uuid.uuid4()),
        "source_uid": source_uid,
        "type": relation,
        "target_uid": None,
        "target_norm": normalise_name(value),
        "valid_to": at,
        "closed_by": by,
        "history": False,
    }


async def resolve_forget_fact(info: Info, id: strawberry.ID) -> Fact:
    """Deactivate the fact from now on; it stays in its history, and so does the edge it stated
    (closed now). Firings replayed to late
    subscribers and cached texts are dropped in every process (:mod:`hippograph.erasure`)."""
    ontology = info.context.services.ontology
    edge_types = {r.field: r.name for r in ontology.relations if r.field is not None}
    fact = await _write_fact(info, "api/forget_fact", id, edge_types=edge_types)
    await info.context.services.erasures.erased(info.context.user_id, "fact")
    return fact


async def resolve_reinforce_fact(info: Info, id: strawberry.ID) -> Fact:
    """Score +3, a little more confidence, ``last_hit_at`` now."""
    score, confidence = REINFORCE
    return await _write_fact(info, "api/adjust_fact", id, score_delta=score, confidence_delta=confidence)


async def resolve_demote_fact(info: Info, id: strawberry.ID) -> Fact:
    """Score −1, a little less confidence, ``last_hit_at`` now."""
    score, confidence = DEMOTE
    return await _write_fact(info, "api/adjust_fact", id, score_delta=score, confidence_delta=confidence)


async def _write_fact(info: Info, name: str, id: strawberry.ID, **params: object) -> Fact:
    context = info.context
    uid = validate.uid("id", id)
    rows = await context.services.db.write(
        name, user_id=context.user_id, uid=uid, now=context.services.clock.now(), **params
    )
    if not rows:
        raise NotFoundError(f"no fact {id!r}")
    return await _fresh_fact(info, uid)


async def _fresh_fact(info: Info, uid: str) -> Fact:
    # The request's loader may hold the version from before the write (clear() raises KeyError
    # when it holds nothing).
    with contextlib.suppress(KeyError):
        info.context.loaders.fact.clear(uid)
    return await load_fact(info, uid)
