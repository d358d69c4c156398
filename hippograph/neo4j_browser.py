"""Neo4j Browser for HippoGraph users: a ``:play`` guide and a GraSS style, served by the service.

Neo4j Browser fetches both from the service's origin (``browser.remote_content_hostname_whitelist``
in the generated ``neo4j.conf`` allows it), so the responses carry a CORS header; they hold no
data, only documentation and colours.
"""

from __future__ import annotations

from importlib import resources

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

GUIDE_PATH = "/neo4j/guide.html"
STYLE_PATH = "/neo4j/hippograph.grass"
# Browser's fetch sends its own headers, so a preflight (OPTIONS) comes first.
_CORS = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Methods": "GET, OPTIONS",
    "Access-Control-Allow-Headers": "*",
    "Cache-Control": "no-cache",
}


def _static(name: str) -> str:
    return resources.files("hippograph").joinpath("static", "neo4j", name).read_text(encoding="utf-8")


def _serve(name: str, media_type: str) -> Route:
    async def endpoint(request: Request) -> Response:
        if request.method == "OPTIONS":
            return Response(status_code=204, headers=_CORS)
        return Response(_static(name), media_type=media_type, headers=_CORS)

    return Route(f"/neo4j/{name}", endpoint, methods=["GET", "OPTIONS"])


def routes() -> list[Route]:
    return [_serve("guide.html", "text/html"), _serve("hippograph.grass", "text/plain")]


def browser_origin(service_url: str) -> str:
    """The service's URL as Neo4j Browser may fetch from it: ``localhost`` for the loopback address.

    Browser fetches remote content only from allow-listed host names, and ``localhost`` is on its
    list by default (the generated neo4j.conf adds ``127.0.0.1``, but a server configured elsewhere
    may not).

    >>> browser_origin("http://127.0.0.1:8000/")
    'http://localhost:8000'
    """
    return service_url.rstrip("/").replace("://127.0.0.1:", "://localhost:", 1)


def play_command(service_url: str) -> str:
    """The one line to type in Neo4j Browser.

    >>> play_command("http://127.0.0.1:8000")
    ':play http://localhost:8000/neo4j/guide.html'
    """
    return f":play {browser_origin(service_url)}{GUIDE_PATH}"
