"""The per-request GraphQL context."""

from __future__ import annotations

from dataclasses import dataclass

from strawberry.types import Info as StrawberryInfo

from hippograph.services import Services


@dataclass
class Context:
    services: Services
    user_id: str


Info = StrawberryInfo[Context, None]
