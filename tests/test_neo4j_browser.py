"""Neo4j Browser for HippoGraph users: the served guide and style, the generated neo4j.conf, and
``hippograph browser``."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest
from typer.testing import CliRunner

from hippograph.auth import ApiKeys
from hippograph.cli import app
from hippograph.graph.driver import Database
from hippograph.localneo4j.config import InstanceConfig
from hippograph.neo4j_browser import GUIDE_PATH, STYLE_PATH, browser_origin, play_command
from tests.api.client import Api
from tests.conftest import Neo4jUnderTest


def test_guide_and_style_are_served_to_the_browser(service_url: str) -> None:
    preflight = httpx.options(f"{service_url}{GUIDE_PATH}", headers={"Origin": "http://127.0.0.1:7474"})
    assert preflight.status_code == 204 and preflight.headers["access-control-allow-origin"] == "*"
    guide = httpx.get(f"{service_url}{GUIDE_PATH}")
    assert guide.status_code == 200 and guide.headers["access-control-allow-origin"] == "*"
    queries = re.findall(r'<pre mode="cypher"[^>]*>(.*?)</pre>', guide.text, re.S)
    assert ":param user => 'default'" in queries
    # every query that reads the graph stays in the namespace given as a parameter
    reads = [q for q in queries if "MATCH" in q]
    assert len(reads) >= 6 and all("user_id: $user" in q for q in reads)
    assert any("SUPERSEDES" in q for q in reads) and any("*1..2" in q for q in reads)

    style = httpx.get(f"{service_url}{STYLE_PATH}")
    assert style.status_code == 200 and style.headers["access-control-allow-origin"] == "*"
    rules = dict(re.findall(r"^(\S+) \{\n(.*?)\n\}", style.text, re.S | re.M))
    assert 'caption: "{name}"' in rules["node.Entity"] and 'caption: "{name}"' in rules["node.Domain"]
    # Browser splits a property at every colon, so a caption holding one is dropped.
    assert 'caption: "{field} = {value}"' in rules["node.Fact"]
    assert all(line.count(":") == 1 for rule in rules.values() for line in rule.strip().splitlines())
    colours = {
        re.search(r"color: (#\w+);", rules[k]).group(1) for k in ("node.Entity", "node.Fact", "node.Domain")
    }  # type: ignore[union-attr]
    assert len(colours) == 3
    # Inactive facts (:Fact:Inactive) dimmed: Browser applies every rule whose labels a node has,
    # in the order of the file, so the rule must come after the Fact rule and set its own colours.
    order = list(rules)
    assert order.index("node.Inactive") > order.index("node.Fact")
    assert colour(rules["node.Inactive"]) not in colours | {None}


def colour(rule: str) -> str | None:
    found = re.search(r"^  color: (#\w+);", rule, re.M)
    return found.group(1) if found else None


def test_neo4j_conf_reports_no_usage_and_allows_local_guides(tmp_path: Path) -> None:
    conf = InstanceConfig(tmp_path, 7687, 7474, "512m", "256m").render()
    assert "dbms.usage_report.enabled=false" in conf and "client.allow_telemetry=false" in conf
    assert "browser.remote_content_hostname_whitelist=127.0.0.1,localhost" in conf


def test_browser_command_prints_url_password_file_and_play() -> None:
    env = {"HIPPOGRAPH_URL": "http://127.0.0.1:8123", "NEO4J_URI": "", "HIPPOGRAPH_NEO4J_HTTP_PORT": "17474"}
    result = CliRunner().invoke(app, ["browser"], env=env)
    assert result.exit_code == 0, result.output
    assert "/browser/" in result.output and "hippograph-password" in result.output
    assert ":play http://localhost:8123/neo4j/guide.html" in result.output


CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]  # fmt: skip
TIMEOUT_MS = 90_000
ARTIFACTS = Path(__file__).resolve().parents[1] / "test-artifacts" / "neo4j-browser"


ADD_ENTITY = 'mutation { addEntity(input: {name: "Anne Lindqvist", type: "Person"}) { id } }'
ADD_FACT = 'mutation($e: ID!) { addFact(input: {entityId: $e, field: "city", value: "Oslo"}) { id } }'
UPDATE = 'mutation($id: ID!) { updateFact(input: {id: $id, value: "Bergen"}) { id } }'


async def test_the_guide_plays_in_neo4j_browser(
    neo4j: Neo4jUnderTest, service_url: str, db: Database, user_id: str
) -> None:
    """Neo4j Browser in Debian's chromium: log in, `:play` the served guide, see its first slide;
    load the style and see a corrected fact's old version dimmed beside the current one."""
    from playwright.async_api import Route, async_playwright, expect

    if neo4j.server is None:
        pytest.skip("NEO4J_URI points at an outside server: its Browser is not ours to configure")
    if not CHROMIUM.exists():
        pytest.fail("chromium is missing: run scripts/browser-deps.sh (make test does)")
    api = Api(service_url, (await ApiKeys(db).create(user_id)).secret)
    anne = api.data(ADD_ENTITY)["addEntity"]["id"]
    api.data(UPDATE, {"id": api.data(ADD_FACT, {"e": anne})["addFact"]["id"]})
    rules = dict(
        re.findall(r"^(\S+) \{\n(.*?)\n\}", httpx.get(f"{service_url}{STYLE_PATH}").text, re.S | re.M)
    )
    current, dimmed = colour(rules["node.Fact"]), colour(rules["node.Inactive"])
    user, password = neo4j.server.credentials()
    left: list[str] = []

    async def local_only(route: Route) -> None:
        host = urlsplit(route.request.url).hostname
        if host in {"127.0.0.1", "localhost"} or route.request.url.startswith("data:"):
            await route.continue_()
        else:
            left.append(route.request.url)
            await route.abort()

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        try:
            page = await browser.new_page()
            page.set_default_timeout(TIMEOUT_MS)
            await page.route("**/*", local_only)
            bolt = urlsplit(neo4j.server.uri).port
            await page.goto(f"{neo4j.server.http_url}/browser/?connectURL=neo4j://{user}@127.0.0.1:{bolt}")
            await page.get_by_test_id("password").fill(password)
            await page.get_by_test_id("connect").click()
            editor = page.locator(".monaco-editor textarea").first
            await editor.wait_for()
            await editor.fill(play_command(service_url))
            await editor.press("Enter")
            heading = page.get_by_text("HippoGraph: one person's memory as a graph")
            try:
                await expect(heading).to_be_visible(timeout=TIMEOUT_MS)
            finally:
                await page.screenshot(path=str(ARTIFACTS / "guide.png"), full_page=True)
            await expect(page.get_by_text(":param user => 'default'").first).to_be_visible()

            # A guide needs no database; the query does: Browser runs `:play start` once connected.
            await expect(page.get_by_text("Getting started with Neo4j Browser")).to_be_visible()
            await editor.fill(f":style {browser_origin(service_url)}{STYLE_PATH}")
            await editor.press("Enter")
            await editor.fill(f"MATCH (f:Fact {{user_id: '{user_id}'}}) RETURN f")
            await editor.press("Enter")
            circles = page.locator("g.node circle.b-outline")
            try:
                await expect(circles).to_have_count(2, timeout=TIMEOUT_MS)
                shown = {
                    (await node.locator("circle.b-outline").get_attribute("fill") or "").upper(): " ".join(
                        (await node.text_content() or "").split()
                    )
                    for node in await page.locator("g.node").all()
                }
            finally:
                await page.screenshot(path=str(ARTIFACTS / "inactive-dimmed.png"), full_page=True)
            # the corrected value in the Fact colour, the one it replaced dimmed; captioned both
            assert shown.keys() == {str(current).upper(), str(dimmed).upper()}, shown
            # (a caption longer than its circle ends in "…")
            assert shown[str(current).upper()].startswith("city = Be"), shown
            assert shown[str(dimmed).upper()].startswith("city = Os"), shown
        finally:
            await browser.close()
