"""Coverage of the life domains (gaps): counts, freshness against each domain's rate, sparseness."""

from __future__ import annotations

from datetime import datetime

import strawberry

from hippograph.review import gaps


@strawberry.type(description="How well one life domain of the caller is covered.")
class DomainCoverage:
    domain_id: int
    slug: str
    name: str
    rate: str = strawberry.field(description="How fast the domain's facts usually change.")
    fact_count: int = strawberry.field(description="Active facts in the domain.")
    field_count: int = strawberry.field(description="Distinct fields those facts cover.")
    share: float = strawberry.field(description="The domain's share of the caller's active facts (0-1).")
    newest_fact_at: datetime | None = strawberry.field(description="When its newest active fact was learned.")
    age_days: float | None = strawberry.field(description="Days since then; null without facts.")
    stale_after_days: float | None = strawberry.field(
        description="The age past which the domain is stale; null for an append-only domain."
    )
    stale: bool = strawberry.field(description="The newest fact is older than the domain's rate allows.")
    sparse: bool = strawberry.field(description="Fewer active facts than the configured threshold.")

    @classmethod
    def of(cls, coverage: gaps.Coverage) -> DomainCoverage:
        return cls(
            domain_id=coverage.domain_id,
            slug=coverage.slug,
            name=coverage.name,
            rate=coverage.rate,
            fact_count=coverage.fact_count,
            field_count=coverage.field_count,
            share=coverage.share,
            newest_fact_at=coverage.newest_fact_at,
            age_days=coverage.age_days,
            stale_after_days=coverage.stale_after_days,
            stale=coverage.stale,
            sparse=coverage.sparse,
        )
