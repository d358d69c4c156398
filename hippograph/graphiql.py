"""GraphiQL without the internet: strawberry's page with its scripts and styles served by the
service itself (``/graphiql-assets/``) instead of unpkg.com.

The files are the npm packages' own, at the exact versions the page names, vendored into the
package under ``hippograph/static/graphiql/`` by ``scripts/vendor-graphiql.sh`` and laid out as
unpkg paths, so the page needs only its host swapped. The page keeps its ``integrity`` hashes: a
browser refuses a vendored file that is not byte for byte the pinned one.
"""

from __future__ import annotations

import re
from importlib import resources

from starlette.routing import Mount
from starlette.staticfiles import StaticFiles

ASSETS_PATH = "/graphiql-assets"
CDN = "https://unpkg.com/"
_ICON = re.compile(r"\s*<link\s+rel=\"icon\".*?/>", re.S)  # a data: SVG naming the SVG namespace URL


def offline_html(html: str) -> str:
    """The page with every unpkg.com reference pointing at the vendored copy.

    >>> offline_html('<script src="https://unpkg.com/react@18.2.0/umd/react.production.min.js">')
    '<script src="/graphiql-assets/react@18.2.0/umd/react.production.min.js">'
    """
    return _ICON.sub("", html.replace(CDN, f"{ASSETS_PATH}/"))


def vendored(path: str) -> bool:
    """Whether ``path`` (an unpkg path such as ``graphiql@3.8.3/graphiql.min.js``) is vendored."""
    return resources.files("hippograph").joinpath("static", "graphiql", path).is_file()


def assets() -> Mount:
    return Mount(ASSETS_PATH, StaticFiles(packages=[("hippograph", "static/graphiql")]), name="graphiql")
