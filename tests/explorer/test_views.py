"""The explorer's other views in real Chromium: keyboard use, domains, review, notes, reminders,
forgetting an entity and everything. Each test also fails on a console error or a request leaving
loopback (see conftest)."""

from __future__ import annotations

from playwright.async_api import Page, expect

from tests.explorer.conftest import Session
from tests.explorer.test_flow import remember


async def tab_to(page: Page, predicate: str, limit: int = 40) -> None:
    """Presses Tab until ``predicate`` (JS, on document.activeElement as `el`) holds."""
    for _ in range(limit):
        await page.keyboard.press("Tab")
        if await page.evaluate(f"(() => {{ const el = document.activeElement; return !!({predicate}); }})()"):
            return
    raise AssertionError(f"Tab never reached {predicate}")


async def test_a_wrong_key_is_refused(explorer: Session) -> None:
    page = explorer.page
    await page.goto(f"{explorer.url}/explorer/")
    await page.get_by_label("API key").fill("hg_not_a_key")
    await page.get_by_role("button", name="Sign in").click()
    await expect(page.get_by_role("alert")).to_contain_text("UNAUTHENTICATED")
    await expect(page.get_by_role("navigation", name="Sections")).to_have_count(0)
    explorer.console_errors.clear()  # the refused request's 401 is logged by the browser, as it should be


async def test_keyboard_only(explorer: Session) -> None:
    page = explorer.page
    await page.goto(f"{explorer.url}/explorer/")
    await expect(page.get_by_label("API key")).to_be_focused()
    await page.keyboard.type(explorer.key)
    await page.keyboard.press("Enter")
    await expect(page.get_by_text(explorer.user_id)).to_be_visible()
    await expect(page.get_by_label("Question")).to_be_focused()

    await tab_to(page, "el.textContent === 'Notes' && el.closest('nav')")
    await page.keyboard.press("Enter")
    await expect(page.get_by_role("heading", name="Notes", level=1)).to_be_visible()
    await expect(page.get_by_role("link", name="Notes", exact=True)).to_have_attribute("aria-current", "page")
    await tab_to(page, "el.id === 'note-key'")
    await page.keyboard.type("meal-plan")
    await page.keyboard.press("Tab")
    await page.keyboard.type('{"monday": "soup"}')
    await page.keyboard.press("Tab")
    await page.keyboard.press("Enter")
    note = page.locator("li.note", has_text="meal-plan")
    await expect(note).to_contain_text("soup")
    await expect(note).to_contain_text("JSON")
    await explorer.shot("note-saved")

    # the skip link takes the focus past the navigation
    await page.keyboard.press("Control+Home")
    await page.evaluate("document.activeElement && document.activeElement.blur()")
    await tab_to(page, "el.classList.contains('skip')")
    await page.keyboard.press("Enter")
    await expect(page.locator("main#view")).to_be_focused()

    await note.get_by_role("button", name="Delete").focus()
    await page.keyboard.press("Enter")
    await expect(page.locator("li.note", has_text="meal-plan")).to_have_count(0)


async def test_domains_review_reminders_and_forgetting(explorer: Session) -> None:
    page = explorer.page
    await explorer.sign_in()
    await remember(explorer, "My brother Tomas lives in Toulouse and works at Airbus.")

    await page.get_by_role("link", name="Domains").click()
    chart = page.get_by_role("list", name="Facts per domain")
    await expect(chart.locator("li")).to_have_count(14)
    await chart.locator('li:not([data-facts="0"])').first.get_by_role("link").click()
    await expect(page.locator(".domain-facts li.fact").first).to_be_visible()
    await explorer.shot("domains")

    await page.get_by_role("link", name="Review").click()
    queue = page.get_by_role("region", name="Recent facts")
    rows = queue.locator("li.fact")
    await expect(rows.first).to_be_visible()
    assert await rows.count() >= 2
    await rows.nth(0).get_by_role("button", name="Approve").click()
    await expect(rows.nth(0).locator(".verdict")).to_have_text("approved")
    await rows.nth(1).get_by_role("button", name="Reject").click()
    await expect(rows.nth(1).locator(".verdict")).to_have_text("rejected")
    await expect(page.get_by_role("region", name="Same-as candidates")).to_be_visible()
    await expect(page.get_by_role("region", name="Conflicts")).to_be_visible()
    await explorer.shot("review")

    await page.get_by_role("link", name="Reminders").click()
    await page.get_by_label("Keyword (recalled when it fires)").fill("Tomas")
    await page.get_by_label("Schedule (5-field cron: minute hour day month weekday)").fill("0 9 * * 1")
    await page.get_by_role("button", name="Create reminder").click()
    reminder = page.locator("ul.reminders li", has_text="Tomas")
    await expect(reminder).to_contain_text("0 9 * * 1")
    await page.get_by_label("Schedule (5-field cron: minute hour day month weekday)").fill("not a cron")
    await page.get_by_label("Keyword (recalled when it fires)").fill("Tomas")
    await page.get_by_role("button", name="Create reminder").click()
    await expect(page.get_by_role("alert")).to_be_visible()
    await reminder.get_by_role("button", name="Delete").click()
    await expect(page.locator("ul.reminders li", has_text="Tomas")).to_have_count(0)
    explorer.console_errors.clear()  # nothing failed to load: the bad cron is a GraphQL error in a 200

    await page.get_by_role("link", name="Entities").click()
    await expect(
        page.get_by_role("region", name="Entities").locator(".type", has_text="Place")
    ).to_have_count(1)
    await page.get_by_role("region", name="Entities").get_by_role("link", name="Tomas").click()
    await page.get_by_role("button", name="Forget this entity").click()
    await expect(page.get_by_role("status").filter(has_text="Forgot Tomas")).to_be_visible()
    await expect(page.get_by_role("region", name="Entities").get_by_role("link", name="Tomas")).to_have_count(
        0
    )

    await page.get_by_role("link", name="Account").click()
    button = page.get_by_role("button", name="Forget everything")
    await expect(button).to_be_disabled()
    await page.get_by_label("Confirmation").fill("forget")
    await expect(button).to_be_disabled()
    await page.get_by_label("Confirmation").fill("forget everything")
    await button.click()
    await expect(page.get_by_role("status").filter(has_text="Forgot everything")).to_be_visible()
    await explorer.shot("forgot-everything")
    await page.get_by_role("link", name="Entities").click()
    kinds = page.get_by_role("region", name="Entities").locator(".type")
    await expect(kinds).to_have_count(2)  # only the namespace's own two entities are left
    assert sorted(await kinds.all_inner_texts()) == ["agent", "user"]
