from __future__ import annotations

import strawberry

from hippograph.schema.review import DomainCoverage


@strawberry.type(description="One of the 14 life domains every fact belongs to.")
class Domain:
    id: int
    slug: str
    name: str
    layer: str
    description: str
    rate: str = strawberry.field(description="How fast facts of this domain usually change.")
    fact_count: int = strawberry.field(description="Active facts of the caller in this domain.")
    field_count: int = strawberry.field(description="Distinct fields those facts cover.")
    coverage: DomainCoverage = strawberry.field(
        description="Share, freshness against the rate, and sparseness of the caller's facts here."
    )
