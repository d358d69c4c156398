"""GraphQL subscriptions over WebSocket (graphql-transport-ws) at ``/graphql``, authenticated
like an HTTP request.

The key comes from the upgrade request's ``Authorization`` header or, for clients that cannot set
headers (browsers), from the ``connection_init`` payload ``{"Authorization": "Bearer <key>"}``;
an admin acting for a user names it the same way (``X-HippoGraph-User``). With no key at all the
open loopback mode applies, exactly as over HTTP. A rejected connection is closed with 4403
before any operation runs. Only graphql-transport-ws is spoken: the legacy graphql-ws protocol
has no handshake an authentication could rely on.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from starlette.websockets import WebSocket
from strawberry.exceptions import ConnectionRejectionError

from hippograph.auth import USER_HEADER, ApiKeys
from hippograph.errors import AuthError, ValidationError
from hippograph.resolvers.context import Context
from hippograph.resolvers.loaders import Loaders

log = logging.getLogger(__name__)


@dataclass
class SocketContext(Context):
    """The context of one WebSocket connection; ``principal`` is set once ``connection_init``
    is accepted (strawberry runs no operation before that)."""

    websocket: WebSocket | None = None
    connection_params: dict[str, object] | None = None  # filled in by strawberry


def _param(params: dict[str, object] | None, name: str) -> str | None:
    """A ``connection_init`` payload entry, its name matched case-insensitively like a header."""
    for key, value in (params or {}).items():
        if key.lower() == name.lower() and isinstance(value, str):
            return value
    return None


async def authenticate(context: SocketContext, keys: ApiKeys) -> None:
    """Set the connection's principal, or raise :class:`ConnectionRejectionError`."""
    websocket = context.websocket
    assert websocket is not None
    params = context.connection_params
    authorization = websocket.headers.get("authorization") or _param(params, "authorization")
    acting_for = websocket.headers.get(USER_HEADER) or _param(params, USER_HEADER)
    try:
        principal = await keys.authenticate(
            authorization, acting_for, websocket.client.host if websocket.client else None
        )
        await context.services.namespaces.ensure(principal.user_id)
    except (AuthError, ValidationError) as exc:
        log.info("WebSocket connection rejected: %s", exc.message)
        raise ConnectionRejectionError({"code": exc.code, "message": exc.message}) from exc
    context.principal = principal
    context.loaders = Loaders(context.services.db, principal.user_id)
