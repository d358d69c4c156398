"""The caller's namespace as a whole: who they are, their episodes, and erasing everything."""

from __future__ import annotations

import strawberry

from hippograph import validate
from hippograph.resolvers.context import Info
from hippograph.resolvers.paging import Page
from hippograph.schema.connection import Connection
from hippograph.schema.graph import Episode
from hippograph.schema.payloads import ForgetMePayload, Me


async def resolve_me(info: Info) -> Me:
    principal = info.context.authenticated
    return Me(
        user_id=principal.user_id,
        admin=principal.admin,
        key_id=strawberry.ID(principal.key_id) if principal.key_id else None,
        key_prefix=principal.key_prefix,
        open_mode=principal.open_mode,
    )


async def resolve_episodes(
    info: Info, session_id: str | None = None, first: int | None = None, after: str | None = None
) -> Connection[Episode]:
    context = info.context
    page = Page.of(first, after, context.services.settings.graphql_max_page_size)
    if session_id is not None:
        session_id = validate.text("sessionId", session_id, validate.MAX_NAME_CHARS)
    rows = await context.services.db.read(
        "api/list_episodes",
        user_id=context.user_id,
        session_id=session_id,
        offset=page.offset,
        first=page.first,
    )
    return Connection.of([Episode.from_row(row) for row in rows[0]["page"]], page, rows[0]["total"])


async def resolve_forget_me(info: Info) -> ForgetMePayload:
    """Erase every node of the caller's namespace (API keys stay); returns what was removed."""
    context = info.context
    rows = await context.services.db.write("api/forget_namespace", user_id=context.user_id)
    # The fixed entities are gone (the next request recreates them), and every process drops
    # what it still holds of the namespace: replayed firings, cached texts, pending counts.
    await context.services.erasures.erased(context.user_id, "namespace")
    return ForgetMePayload(**rows[0])
