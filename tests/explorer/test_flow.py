"""A person's round trip in real Chromium: sign in, remember, see, recall, correct, forget.

Every test here also fails on a console error or a request leaving loopback (see conftest).
"""

from __future__ import annotations

import re

from playwright.async_api import expect

from tests.explorer.conftest import Session

SLOW_MS = 180_000  # the first remember and recall of a run load the models, on a shared machine
ANYTHING = re.compile(r"\S")


async def remember(explorer: Session, text: str) -> None:
    page = explorer.page
    await page.get_by_role("link", name="Remember", exact=True).click()
    await page.get_by_label("What the user said").fill(text)
    await page.get_by_role("button", name="Remember", exact=True).click()
    outcome = page.get_by_role("region", name="What was remembered")
    await expect(outcome.get_by_text("Remembered.")).to_be_visible(timeout=SLOW_MS)


async def test_remember_recall_correct_and_forget(explorer: Session) -> None:
    page = explorer.page
    await page.goto(f"{explorer.url}/explorer/")
    await expect(page.get_by_role("heading", name="HippoGraph memory explorer")).to_be_visible()
    await explorer.shot("login")
    await explorer.sign_in()

    await remember(explorer, "My sister Priya lives in Lisbon and works at Siemens.")
    outcome = page.get_by_role("region", name="What was remembered")
    await expect(outcome.get_by_role("link", name="Priya")).to_be_visible()
    await explorer.shot("remembered")

    # the entity appears
    await page.get_by_role("link", name="Entities").click()
    await expect(
        page.get_by_role("region", name="Entities").get_by_role("link", name="Priya")
    ).to_be_visible()

    # recall, with each item's reasons and its path on the graph
    await page.get_by_role("link", name="Ask").click()
    await page.get_by_label("Question").fill("Where does Priya live?")
    await page.get_by_label("Question").press("Enter")
    lisbon = page.locator("li.fact", has_text="Lisbon").first
    await expect(lisbon).to_be_visible(timeout=SLOW_MS)
    await expect(lisbon.locator(".chip").first).to_be_visible()
    await lisbon.get_by_role("button", name="Show path").click()
    await expect(page.locator("#recall-graph")).to_have_attribute("data-highlighted", ANYTHING)
    await expect(page.locator(".path-line")).to_have_text(ANYTHING)
    await lisbon.get_by_text("Source turn").click()
    await expect(lisbon.locator("details.source blockquote")).to_contain_text("Lisbon")
    await explorer.shot("recalled")

    # open the entity: its facts and its neighbours on the graph
    await lisbon.locator(".fact-head a").click()
    await expect(page.locator("#entity-graph")).to_have_attribute(
        "data-node-count", re.compile(r"^[2-9]|\d\d")
    )
    row = page.locator("li.fact", has_text="Lisbon")
    await expect(row).to_have_count(1)
    field = (await row.locator(".field").inner_text()).strip()

    # correct it: a new version, the old one kept as history
    await row.get_by_role("button", name="Edit").click()
    await page.get_by_label(f"New value of {field}").fill("Porto")
    await page.get_by_role("button", name="Save").click()
    corrected = page.locator("li.fact", has_text="Porto")
    await expect(corrected).to_have_count(1)
    await expect(page.locator("li.fact .value", has_text="Lisbon")).to_have_count(0)
    await corrected.get_by_role("button", name="History").click()
    timeline = corrected.get_by_role("list", name=f"History of {field}")
    await expect(timeline.locator("li.current")).to_contain_text("Porto")
    await expect(timeline.locator("li.past")).to_contain_text("Lisbon")
    await explorer.shot("history")

    # forget it: gone from the entity and from recall
    await corrected.get_by_role("button", name="Forget").click()
    await expect(page.locator("li.fact", has_text="Porto")).to_have_count(0)
    await explorer.shot("forgotten")
    await page.get_by_role("link", name="Ask").click()
    await page.get_by_label("Question").fill("Where does Priya live?")
    await page.get_by_label("Question").press("Enter")
    results = page.get_by_role("region", name="Recalled facts")
    await expect(results).to_have_attribute("aria-busy", "false", timeout=SLOW_MS)
    await expect(page.locator("li.fact .value", has_text="Porto")).to_have_count(0)
