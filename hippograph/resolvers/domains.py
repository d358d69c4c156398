from __future__ import annotations

from hippograph.resolvers.context import Info
from hippograph.schema.domain import Domain


async def resolve_domains(info: Info) -> list[Domain]:
    context = info.context
    rows = await context.services.db.read("api/list_domains", user_id=context.user_id)
    return [Domain(**row) for row in rows]
