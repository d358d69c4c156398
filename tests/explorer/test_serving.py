"""How the service serves the explorer (hippograph/explorer.py): the page, its assets, its policy."""

from __future__ import annotations

import re

import httpx

from hippograph.explorer import DIST


def test_the_page_is_served_with_a_strict_policy(service_url: str) -> None:
    redirect = httpx.get(f"{service_url}/explorer")
    assert redirect.status_code == 308
    assert redirect.headers["location"].endswith("/explorer/")
    page = httpx.get(f"{service_url}/explorer/")
    assert page.status_code == 200
    assert page.headers["content-type"].startswith("text/html")
    policy = page.headers["content-security-policy"]
    assert "default-src 'none'" in policy and "connect-src 'self'" in policy
    assert page.text == (DIST / "index.html").read_text()


def test_the_assets_are_served_and_cached(service_url: str) -> None:
    page = (DIST / "index.html").read_text()
    assets = re.findall(r'(?:src|href)="(/explorer/assets/[^"]+)"', page)
    assert any(asset.endswith(".js") for asset in assets)
    for asset in assets:
        response = httpx.get(f"{service_url}{asset}")
        assert response.status_code == 200, asset
        assert "immutable" in response.headers["cache-control"]
    assert httpx.get(f"{service_url}/explorer/assets/missing.js").status_code == 404
