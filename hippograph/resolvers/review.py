"""Audit and gaps: recent facts for review, approving and rejecting them, domain coverage."""

from __future__ import annotations

from datetime import datetime

import strawberry

from hippograph import validate
from hippograph.errors import ValidationError
from hippograph.resolvers.context import Info
from hippograph.resolvers.facts import _fresh_fact as _fresh
from hippograph.review.gaps import sparsest_first
from hippograph.schema.graph import Fact
from hippograph.schema.review import DomainCoverage

DEFAULT_RECENT = 50


async def resolve_recent_facts(info: Info, since: datetime, first: int | None = None) -> list[Fact]:
    """Facts learned since ``since`` (active or not), newest first, for review."""
    context = info.context
    most = context.services.settings.graphql_max_page_size
    count = min(DEFAULT_RECENT, most) if first is None else first
    if not 1 <= count <= most:
        raise ValidationError(f"first must be between 1 and {most}")
    uids = await context.services.audit.recent(context.user_id, since, count)
    rows = await context.loaders.fact.load_many(uids)
    return [Fact.from_row(row) for row in rows if row is not None]


async def resolve_approve_fact(info: Info, id: strawberry.ID) -> Fact:
    """Mark an active fact reviewed and approved; its confidence rises to at least the floor."""
    uid = await info.context.services.audit.approve(info.context.user_id, validate.uid("id", id))
    return await _fresh(info, uid)


async def resolve_reject_fact(info: Info, id: strawberry.ID) -> Fact:
    """Deactivate a fact as rejected; its history is kept."""
    uid = await info.context.services.audit.reject(info.context.user_id, validate.uid("id", id))
    return await _fresh(info, uid)


async def resolve_gaps(info: Info) -> list[DomainCoverage]:
    """Every domain's coverage, sparsest first."""
    coverage = await info.context.services.gaps.coverage(info.context.user_id)
    return [DomainCoverage.of(item) for item in sparsest_first(coverage)]
