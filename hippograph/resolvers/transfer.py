"""The markdown migration over the API: a MEMORY.md text into facts of the caller's namespace."""

from __future__ import annotations

from hippograph.resolvers.context import Info
from hippograph.schema.transfer import ImportReport


async def resolve_import_markdown(info: Info, markdown: str) -> ImportReport:
    """Store every memory of ``markdown`` as a fact (``source="migration"``); idempotent."""
    context = info.context
    report = await context.services.markdown.migrate(context.user_id, markdown)
    return ImportReport(items=report.items, created=report.created, existing=report.existing)
