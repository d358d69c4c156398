"""The HTTP service: Starlette, with strawberry GraphQL at ``/graphql`` (GraphiQL on GET).

Authentication happens once per request, in front of GraphQL (:class:`Authenticated`): the API
key, or the open loopback mode when no key exists (see :mod:`hippograph.auth`). A rejected
request gets a GraphQL-shaped error body with ``extensions.code`` (``UNAUTHENTICATED`` or
``FORBIDDEN``) and status 401 or 403, before any resolver runs.

Subscriptions (``reminderFired``) use graphql-transport-ws on the same path and authenticate the
same way at ``connection_init`` (see :mod:`hippograph.websocket`). The lifespan also runs the
scheduler (reminders and hygiene jobs, :mod:`hippograph.reminders.scheduler`).

>>> app = create_app(load_settings())     # doctest: +SKIP
>>> uvicorn.run(app)                      # doctest: +SKIP
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.types import Message, Receive, Scope, Send
from starlette.websockets import WebSocket
from strawberry.asgi import GraphQL
from strawberry.subscriptions import GRAPHQL_TRANSPORT_WS_PROTOCOL

from hippograph import graphiql, neo4j_browser
from hippograph.auth import DEFAULT_USER, USER_HEADER, ApiKeys, Principal
from hippograph.clock import Clock
from hippograph.errors import (
    AuthError,
    DatabaseError,
    ForbiddenError,
    HippoGraphError,
    ValidationError,
)
from hippograph.explorer import explorer_routes
from hippograph.heap import settle_heap
from hippograph.resolvers.context import Context
from hippograph.resolvers.errors import RETRY_AFTER_S
from hippograph.schema.limits import forget_documents
from hippograph.schema.root import build_schema
from hippograph.services import Services, open_services, running_scheduler
from hippograph.settings import Settings
from hippograph.websocket import SocketContext, authenticate
from hippograph.wellformed import check_json_body

log = logging.getLogger(__name__)
READY_TIMEOUT_S = 0.8  # the database check; /readyz answers within 1 s with the response around it
PRINCIPAL = "principal"  # the request-state key the authenticated principal travels under


class HippoGraphQL(GraphQL[Context, None]):
    async def render_graphql_ide(self, request: Request) -> Response:
        return HTMLResponse(graphiql.offline_html(self.graphql_ide_html))  # no CDN: works offline

    async def get_context(self, request: Request | WebSocket, response: Any) -> Context:
        services: Services = request.app.state.services
        if isinstance(request, WebSocket):
            return SocketContext(services=services, principal=None, websocket=request)
        principal: Principal | None = getattr(request.state, PRINCIPAL, None)
        return Context(services=services, principal=principal)

    async def on_ws_connect(self, context: Context) -> None:
        """Subscriptions authenticate at ``connection_init`` (see :mod:`hippograph.websocket`)."""
        assert isinstance(context, SocketContext)
        assert context.websocket is not None
        await authenticate(context, context.websocket.app.state.keys)


def _error(exc: HippoGraphError, status: int) -> JSONResponse:
    extensions: dict[str, object] = {"code": exc.code}
    headers = {}
    if status == 503:
        extensions["retryAfterSeconds"] = RETRY_AFTER_S
        headers["Retry-After"] = str(RETRY_AFTER_S)
    body = {"data": None, "errors": [{"message": exc.message, "extensions": extensions}]}
    return JSONResponse(body, status_code=status, headers=headers)


class _TooLarge(Exception):
    pass


async def _read_body(request: Request, limit: int) -> bytes:
    """The body, counted as it streams in: a chunked body declares no length, so the limit must
    hold on the bytes read, and reading stops at the first byte past it."""
    length = request.headers.get("content-length")
    if length is not None and length.isdigit() and int(length) > limit:
        raise _TooLarge
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise _TooLarge
        chunks.append(chunk)
    return b"".join(chunks)


def _replay(body: bytes) -> Receive:
    """An ASGI ``receive`` that hands GraphQL the body already read (then waits for disconnect)."""
    sent = False

    async def receive() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        await asyncio.Event().wait()  # never set: the request has nothing more to say
        return {"type": "http.disconnect"}

    return receive


class Authenticated:
    """ASGI wrapper: authenticate, then hand the request to GraphQL with its principal.

    The GraphiQL page (a GET without a query) is served to anyone: it holds no data, and the
    queries it sends are authenticated like any other.
    """

    def __init__(self, graphql: HippoGraphQL, max_request_bytes: int) -> None:
        self._graphql = graphql
        self._max_request_bytes = max_request_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        request = Request(scope, receive)
        if request.method == "GET" and "query" not in request.query_params:
            await self._graphql(scope, receive, send)
            return
        try:
            body = await _read_body(request, self._max_request_bytes)
            if not body.isascii():
                body.decode("utf-8")  # JSON is UTF-8: anything else is refused here, not parsed
            check_json_body(body)
            check_json_body(request.query_params.get("variables", "").encode("utf-8", "replace"))
        except _TooLarge:
            too_large = ValidationError(f"the request body is larger than {self._max_request_bytes} bytes")
            await _error(too_large, 413)(scope, receive, send)
            return
        except ValidationError as exc:
            await _error(exc, 400)(scope, receive, send)
            return
        except UnicodeDecodeError:
            await _error(ValidationError("the request body is not UTF-8 JSON"), 400)(scope, receive, send)
            return
        services: Services = request.app.state.services
        keys: ApiKeys = request.app.state.keys
        try:
            principal = await keys.authenticate(
                request.headers.get("authorization"),
                request.headers.get(USER_HEADER),
                request.client.host if request.client else None,
            )
            await services.namespaces.ensure(principal.user_id)
        except ForbiddenError as exc:
            await _error(exc, 403)(scope, receive, send)
            return
        except AuthError as exc:
            await _error(exc, 401)(scope, receive, send)
            return
        except ValidationError as exc:  # an admin naming an invalid user id
            await _error(exc, 400)(scope, receive, send)
            return
        except DatabaseError as exc:  # the key lookup needs Neo4j: a JSON 503, never a bare 500
            await _error(exc, 503)(scope, receive, send)
            return
        setattr(request.state, PRINCIPAL, principal)
        await self._graphql(scope, _replay(body), send)


async def healthz(request: Request) -> JSONResponse:
    """Liveness: the process answers."""
    return JSONResponse({"status": "ok"})


async def readyz(request: Request) -> JSONResponse:
    """Readiness: Neo4j answers a query within 0.8 s (a 503 otherwise, within a second, never a hang)."""
    services: Services = request.app.state.services
    headers = {"Retry-After": str(RETRY_AFTER_S)}
    try:
        await asyncio.wait_for(services.db.read("graph/ping"), READY_TIMEOUT_S)
    except TimeoutError:
        body = {"status": "unavailable", "error": "the database did not answer in time"}
        return JSONResponse(body, status_code=503, headers=headers)
    except HippoGraphError as exc:
        return JSONResponse({"status": "unavailable", "error": exc.message}, status_code=503, headers=headers)
    return JSONResponse({"status": "ready"})


async def announce_auth_mode(keys: ApiKeys) -> None:
    """Say at start which mode the service is in, so an open service is never a surprise."""
    if await keys.any_exist():
        log.info("API keys exist: every GraphQL request needs 'Authorization: Bearer <key>'")
    else:
        log.warning(
            "no API keys exist: serving the single user %r to loopback clients only; "
            "create a key with `hippograph keys create --user NAME` to serve others",
            DEFAULT_USER,
        )


def create_app(settings: Settings, clock: Clock | None = None) -> Starlette:
    """The app; ``clock`` is for tests that drive time (reminders, hygiene jobs)."""

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        async with open_services(settings, clock) as services:
            app.state.services = services
            services.erasures.also_purge(forget_documents)
            app.state.keys = ApiKeys(services.db)
            await announce_auth_mode(app.state.keys)
            settle_heap()  # the models and everything built to serve are loaded: see heap.py
            async with services.erasures.watching(), running_scheduler(services):
                yield

    view = HippoGraphQL(build_schema(settings), subscription_protocols=[GRAPHQL_TRANSPORT_WS_PROTOCOL])
    graphql = Authenticated(view, settings.graphql_max_request_bytes)
    routes = [
        Route("/healthz", healthz),
        Route("/readyz", readyz),
        Route("/graphql", graphql, methods=["GET", "POST"]),
        WebSocketRoute("/graphql", view),  # subscriptions; authenticated in on_ws_connect
        *explorer_routes(),  # the memory explorer, a page that talks to /graphql (hippograph/explorer.py)
        graphiql.assets(),
        *neo4j_browser.routes(),
    ]
    return Starlette(routes=routes, lifespan=lifespan)
