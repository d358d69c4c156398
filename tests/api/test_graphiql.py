"""GraphiQL works offline: the page and every asset it loads come from the service itself."""

from __future__ import annotations

import base64
import hashlib
import re
from urllib.parse import urljoin, urlsplit

import httpx

from hippograph.graphiql import offline_html

URL = re.compile(r"""(?:https?:)?//[^\s"'`)<>]+""")
REFERENCE = re.compile(r"""<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"[^>]*>""", re.S)
INTEGRITY = re.compile(r"""\b(?:src|href)="([^"]+)"\s+integrity="sha384-([^"]+)\"""")
CSS_LOAD = re.compile(r"""url\(\s*['"]?([^'")]+)|@import\s+['"]([^'"]+)""")
CDN = re.compile(
    r"//[\w.-]*(?:unpkg\.com|jsdelivr\.net|cdnjs\.cloudflare\.com|esm\.sh|googleapis\.com|skypack\.dev)"
)
LOOPBACK = {"127.0.0.1", "localhost", "::1"}


def _external(url: str) -> bool:
    host = urlsplit(url if "//" in url else f"//{url}").hostname
    return host is not None and host not in LOOPBACK


def test_graphiql_page_and_assets_are_all_local(service_url: str) -> None:
    page = httpx.get(f"{service_url}/graphql", headers={"Accept": "text/html"})
    assert page.status_code == 200 and "graphiql" in page.text.lower()
    assert [url for url in URL.findall(page.text) if _external(url)] == []
    references = REFERENCE.findall(page.text)
    assert len(references) >= 7  # react, react-dom, js-cookie, graphiql js+css, explorer js+css
    hashes = dict(INTEGRITY.findall(page.text))
    for reference in references:
        url = urljoin(f"{service_url}/graphql", reference)
        assert not _external(url), reference
        asset = httpx.get(url)
        assert asset.status_code == 200 and asset.content, reference
        digest = base64.b64encode(hashlib.sha384(asset.content).digest()).decode()
        assert hashes.get(reference) == digest, f"{reference}: not the pinned file"
        if reference.endswith(".css"):
            loads = [a or b for a, b in CSS_LOAD.findall(asset.text)]
            assert [u for u in loads if not u.startswith("data:") and _external(u)] == [], reference
        assert CDN.search(asset.text) is None, reference  # nothing loaded from a CDN at run time


def test_offline_html_leaves_no_cdn_reference() -> None:
    page = '<link rel="icon" href="data:image/svg+xml,<svg xmlns=%22http://www.w3.org/2000/svg%22>" />'
    page += '<script src="https://unpkg.com/graphiql@3.8.3/graphiql.min.js"></script>'
    assert offline_html(page) == '<script src="/graphiql-assets/graphiql@3.8.3/graphiql.min.js"></script>'
