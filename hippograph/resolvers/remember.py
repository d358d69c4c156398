"""``remember``: one conversation turn through the ingestion pipeline."""

from __future__ import annotations

import strawberry

from hippograph.ingestion.result import RememberResult
from hippograph.resolvers.context import Info
from hippograph.schema.inputs import RememberInput
from hippograph.schema.payloads import (
    EdgeOutcome,
    EntityOutcome,
    FactOutcome,
    RememberPayload,
    SkipOutcome,
)


async def resolve_remember(info: Info, input: RememberInput) -> RememberPayload:
    """The pipeline validates sizes (``max_text_chars``), control characters and times."""
    context = info.context
    result = await context.services.rememberer.remember(
        context.user_id,
        input.user_message,
        assistant_response=input.assistant_response,
        session_id=input.session_id,
        occurred_at=input.occurred_at,
        speaker=input.speaker,
        external_id=input.external_id,
    )
    return to_payload(result)


def to_payload(result: RememberResult) -> RememberPayload:
    return RememberPayload(
        episode_id=strawberry.ID(result.episode_uid),
        duplicate=result.duplicate,
        entities=[
            EntityOutcome(
                name=e.name,
                id=strawberry.ID(e.uid),
                type=e.type,
                method=e.method,
                matched_name=e.matched_name,
            )
            for e in result.entities
        ],
        facts=[
            FactOutcome(
                id=strawberry.ID(f.uid),
                entity_id=strawberry.ID(f.entity_uid),
                domain_id=f.domain_id,
                field=f.field,
                value=f.value,
                confidence=f.confidence,
                action=f.action,
                superseded_id=strawberry.ID(f.superseded_uid) if f.superseded_uid else None,
            )
            for f in result.facts
        ],
        edges=[
            EdgeOutcome(
                id=strawberry.ID(e.uid),
                source_id=strawberry.ID(e.source_uid),
                relation=e.relation,
                target_id=strawberry.ID(e.target_uid),
                strength=e.strength,
                action=e.action,
            )
            for e in result.edges
        ],
        skipped=[SkipOutcome(text=s.text, reason=s.reason) for s in result.skipped],
    )
