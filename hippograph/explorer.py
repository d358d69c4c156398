"""The memory explorer at ``/explorer``: a single-page app built from ``explorer/`` (TypeScript, Vite).

Its built assets ship inside the package (``hippograph/explorer_dist``, package data), so serving it
needs no Node.js; ``npm ci && npm run build`` in ``explorer/`` rebuilds them and rewrites
``BUILD_STAMP``, which ``tests/explorer/test_build.py`` checks against the sources. The page talks
only to ``/graphql`` with the key the person signs in with; the Content-Security-Policy below lets it
load nothing from, and send nothing to, any other origin.
"""

from __future__ import annotations

from pathlib import Path

from starlette.requests import Request
from starlette.responses import FileResponse, PlainTextResponse, RedirectResponse, Response
from starlette.routing import BaseRoute, Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import Message, Receive, Scope, Send

DIST = Path(__file__).parent / "explorer_dist"
PREFIX = "/explorer"
CSP = "; ".join(
    (
        "default-src 'none'",
        "script-src 'self'",
        # Cytoscape.js injects a small stylesheet and sizes its canvases by style attributes; styles
        # cannot fetch anything here (images only from this origin, no fonts at all)
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'none'",
    )
)
PAGE_HEADERS = {
    "Content-Security-Policy": CSP,
    "Cache-Control": "no-cache",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}


async def _page(request: Request) -> Response:
    index = DIST / "index.html"
    if not index.is_file():  # a checkout whose build was deleted: say how to get it back
        return PlainTextResponse("the explorer is not built: run `npm ci && npm run build` in explorer/", 503)
    return FileResponse(index, headers=PAGE_HEADERS)


async def _to_page(request: Request) -> Response:
    return RedirectResponse(f"{PREFIX}/", status_code=308)


class _Assets(StaticFiles):
    """Content-hashed files: cached for good, typed strictly."""

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start" and message.get("status") == 200:
                headers = list(message.get("headers", []))
                headers.append((b"cache-control", b"public, max-age=31536000, immutable"))
                headers.append((b"x-content-type-options", b"nosniff"))
                message = {**message, "headers": headers}
            await send(message)

        await super().__call__(scope, receive, send_with_headers)


def explorer_routes() -> list[BaseRoute]:
    """``/explorer`` (redirects), ``/explorer/`` (the page) and ``/explorer/assets/*``."""
    return [
        Route(PREFIX, _to_page),
        Route(f"{PREFIX}/", _page),
        Mount(f"{PREFIX}/assets", app=_Assets(directory=DIST / "assets", check_dir=False)),
    ]
