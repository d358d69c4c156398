"""GraphQL types of the markdown migration."""

from __future__ import annotations

import strawberry


@strawberry.type(description="What importMarkdown found and wrote.")
class ImportReport:
    items: int = strawberry.field(description="Memories found in the markdown.")
    created: int = strawberry.field(description="Facts written now (source migration).")
    existing: int = strawberry.field(description="Facts an earlier import already wrote: skipped.")
