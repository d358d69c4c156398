"""The per-request GraphQL context: the services, who the request acts for, fresh DataLoaders."""

from __future__ import annotations

from dataclasses import dataclass, field

from strawberry.types import Info as StrawberryInfo

from hippograph.auth import Principal
from hippograph.errors import AuthError
from hippograph.resolvers.loaders import Loaders
from hippograph.services import Services


@dataclass
class Context:
    """``principal`` is None only for requests that execute nothing (the GraphiQL page): then
    every namespace access fails as unauthenticated, and the loaders match no namespace."""

    services: Services
    principal: Principal | None
    loaders: Loaders = field(init=False)

    def __post_init__(self) -> None:
        # Loaders cache per request only: a mutation in one request is seen by the next.
        self.loaders = Loaders(self.services.db, self.principal.user_id if self.principal else "")

    @property
    def user_id(self) -> str:
        return self.authenticated.user_id

    @property
    def authenticated(self) -> Principal:
        if self.principal is None:
            raise AuthError("an API key is required: send 'Authorization: Bearer <key>'")
        return self.principal


Info = StrawberryInfo[Context, None]
