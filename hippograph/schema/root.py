"""The GraphQL schema: the root types wire resolvers to fields."""

from __future__ import annotations

import strawberry

from hippograph.resolvers.domains import resolve_domains
from hippograph.resolvers.errors import ErrorCodes
from hippograph.schema.domain import Domain


@strawberry.type
class Query:
    domains: list[Domain] = strawberry.field(
        resolver=resolve_domains, description="The 14 life domains with the caller's fact counts."
    )


def build_schema() -> strawberry.Schema:
    return strawberry.Schema(query=Query, extensions=[ErrorCodes])
