from __future__ import annotations

from hippograph.resolvers.context import Info
from hippograph.schema.domain import Domain
from hippograph.schema.review import DomainCoverage


async def resolve_domains(info: Info) -> list[Domain]:
    """One query for all 14 domains, their counts and their coverage."""
    gaps = info.context.services.gaps
    rows = await gaps.rows(info.context.user_id)
    return [
        Domain(
            id=row["id"],
            slug=row["slug"],
            name=row["name"],
            layer=row["layer"],
            description=row["description"],
            rate=row["rate"],
            fact_count=row["fact_count"],
            field_count=row["field_count"],
            coverage=DomainCoverage.of(gaps.assess(row)),
        )
        for row in rows
    ]
