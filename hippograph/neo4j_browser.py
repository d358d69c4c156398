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
_CORS = {"Access-Control-Allow-Origin": "*", "Cache-Control": "no-cache"}


def _static(name: str) -> str:
    return resources.files("hippograph").joinpath("static", "neo4j", name).read_text(encoding="utf-8")


async def guide(request: Request) -> Response:
    return Response(_static("guide.html"), media_type="text/html", headers=_CORS)


async def style(request: Request) -> Response:
    return Response(_static("hippograph.grass"), media_type="text/plain", headers=_CORS)


def routes() -> list[Route]:
    return [Route(GUIDE_PATH, guide), Route(STYLE_PATH, style)]


def play_command(service_url: str) -> str:
    """The one line to type in Neo4j Browser.

    >>> play_command("http://127.0.0.1:8000")
    ':play http://127.0.0.1:8000/neo4j/guide.html'
    """
    return f":play {service_url.rstrip('/')}{GUIDE_PATH}"
