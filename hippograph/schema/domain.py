from __future__ import annotations

import strawberry


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
    coverage: float = strawberry.field(description="The domain's share of the caller's active facts (0-1).")
