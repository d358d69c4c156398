"""Fixtures of the browser tests: Debian's chromium driven by Playwright, against the real service.

Every page runs in a fresh browser context that records console errors and page errors, and aborts
(and records) any request that would leave loopback. Screenshots go to ``test-artifacts/explorer``.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.async_api import Browser, ConsoleMessage, Dialog, Page, Route, async_playwright, expect

from hippograph.auth import ApiKeys
from hippograph.graph.driver import Database

CHROMIUM = Path("/usr/bin/chromium")
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "explorer"
LOOPBACK = {"127.0.0.1", "localhost", "::1", "[::1]"}
TIMEOUT_MS = 60_000  # writes run the NLP models: generous, for a machine shared with other work
expect.set_options(timeout=TIMEOUT_MS)


@dataclass
class Session:
    """One browser page on the explorer, with everything it did wrong."""

    page: Page
    url: str
    key: str
    user_id: str
    name: str
    console_errors: list[str] = field(default_factory=list)
    left_loopback: list[str] = field(default_factory=list)
    shots: int = 0

    async def shot(self, label: str) -> Path:
        """Saves a full-page screenshot as a test artifact."""
        self.shots += 1
        path = ARTIFACTS / f"{self.name}-{self.shots:02d}-{label}.png"
        await self.page.screenshot(path=str(path), full_page=True)
        return path

    async def sign_in(self) -> None:
        await self.page.goto(f"{self.url}/explorer/")
        await self.page.get_by_label("API key").fill(self.key)
        await self.page.get_by_role("button", name="Sign in").click()
        await self.page.get_by_text(self.user_id).wait_for()


@pytest.fixture(scope="session")
async def browser() -> AsyncIterator[Browser]:
    if not CHROMIUM.exists():
        pytest.fail("chromium is missing: run scripts/browser-deps.sh (make test does)")
    async with async_playwright() as playwright:
        launched = await playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield launched
        await launched.close()


@pytest.fixture
async def explorer(
    browser: Browser, service_url: str, db: Database, request: pytest.FixtureRequest
) -> AsyncIterator[Session]:
    """A signed-out page on the explorer, with a key for a fresh namespace."""
    user_id = f"test_{uuid.uuid4().hex[:12]}"
    created = await ApiKeys(db).create(user_id)
    context = await browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(TIMEOUT_MS)
    page = await context.new_page()
    name = re.sub(r"[^a-z0-9]+", "-", request.node.name.lower()).strip("-")
    session = Session(page, service_url, created.secret, user_id, name)

    async def guard(route: Route) -> None:
        host = urlsplit(route.request.url).hostname or ""
        if route.request.url.startswith(("data:", "blob:")) or host in LOOPBACK:
            await route.continue_()
        else:
            session.left_loopback.append(route.request.url)
            await route.abort()

    def on_console(message: ConsoleMessage) -> None:
        if message.type in ("error", "warning"):
            session.console_errors.append(f"{message.type}: {message.text}")

    await context.route("**/*", guard)
    page.on("console", on_console)
    page.on("pageerror", lambda error: session.console_errors.append(f"pageerror: {error}"))

    async def on_dialog(dialog: Dialog) -> None:  # confirm() and prompt() say yes
        await dialog.accept()

    page.on("dialog", on_dialog)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    try:
        yield session
        assert session.left_loopback == [], f"requests left loopback: {session.left_loopback}"
        assert session.console_errors == [], "the page logged:\n" + "\n".join(session.console_errors)
    finally:
        await session.shot("end")
        await context.close()
