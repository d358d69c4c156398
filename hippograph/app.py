"""The HTTP service: Starlette, with strawberry GraphQL at ``/graphql`` (GraphiQL on GET).

>>> app = create_app(load_settings())     # doctest: +SKIP
>>> uvicorn.run(app)                      # doctest: +SKIP
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route
from starlette.websockets import WebSocket
from strawberry.asgi import GraphQL

from hippograph.errors import HippoGraphError
from hippograph.resolvers.context import Context
from hippograph.schema.root import build_schema
from hippograph.services import Services, open_services
from hippograph.settings import Settings

DEFAULT_USER = "default"


class HippoGraphQL(GraphQL[Context, None]):
    async def get_context(self, request: Request | WebSocket, response: Any) -> Context:
        services: Services = request.app.state.services
        await services.namespaces.ensure(DEFAULT_USER)
        return Context(services=services, user_id=DEFAULT_USER)


async def healthz(request: Request) -> JSONResponse:
    """Liveness: the process answers."""
    return JSONResponse({"status": "ok"})


async def readyz(request: Request) -> JSONResponse:
    """Readiness: Neo4j answers a query."""
    services: Services = request.app.state.services
    try:
        await services.db.read("graph/ping")
    except HippoGraphError as exc:
        return JSONResponse({"status": "unavailable", "error": exc.message}, status_code=503)
    return JSONResponse({"status": "ready"})


def create_app(settings: Settings) -> Starlette:
    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        async with open_services(settings) as services:
            app.state.services = services
            yield

    graphql = HippoGraphQL(build_schema())
    routes = [
        Route("/healthz", healthz),
        Route("/readyz", readyz),
        Route("/graphql", graphql, methods=["GET", "POST"]),
    ]
    return Starlette(routes=routes, lifespan=lifespan)
