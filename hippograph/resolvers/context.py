"""The per-request GraphQL context: the services, who the request acts for, fresh DataLoaders."""

from __future__ import annotations

from dataclasses import dataclass, field

from strawberry.types import Info as StrawberryInfo

from hippograph.auth import Principal
from hippograph.resolvers.loaders import Loaders
from hippograph.services import Services


@dataclass
class Context:
    services: Services
    principal: Principal
    loaders: Loaders = field(init=False)

    def __post_init__(self) -> None:
        # Loaders cache per request only: a mutation in one request is seen by the next.
        self.loaders = Loaders(self.services.db, self.principal.user_id)

    @property
    def user_id(self) -> str:
        return self.principal.user_id


Info = StrawberryInfo[Context, None]
