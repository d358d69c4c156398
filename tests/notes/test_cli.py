"""``hippograph notes`` and ``review`` against the running service, ``gaps`` against Neo4j."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from tests.test_cli import Env, env, invoke, row

__all__ = ["env"]


async def test_notes_commands(env: Env) -> None:
    said = await invoke(env, "notes", "save", "current_budget", '{"food": 320}')
    assert "saved working note current_budget" in said.output
    await invoke(env, "notes", "archive", "current_budget", "budget_2025_01")
    await invoke(env, "notes", "save", "current_budget", "{}")

    archived = await invoke(env, "notes", "list", "--archived", "--pattern", "BUDGET")
    assert row(archived.output, "budget_2025_01")[3] == "yes"  # the json column
    working = await invoke(env, "notes", "list")
    assert row(working.output, "current_budget") and "budget_2025_01" not in working.output

    got = await invoke(env, "notes", "get", "budget_2025_01")
    assert got.output == '{"food": 320}\n'
    await invoke(env, "notes", "delete", "current_budget")
    restored = await invoke(env, "notes", "restore", "budget_2025_01")
    assert "restored working note budget_2025_01" in restored.output


async def test_review_then_approve_and_reject(env: Env) -> None:
    since = (datetime.now(UTC) - timedelta(minutes=1)).strftime("%Y-%m-%dT%H:%M:%S")
    await invoke(env, "remember", "I'm allergic to shellfish")
    listed = await invoke(env, "review", "--since", since)
    line = next(line for line in listed.output.splitlines() if "shellfish" in line)
    cells = row(listed.output, line.split("│")[1].strip())
    assert cells[3] == "shellfish" and cells[7] == "active"
    approved = await invoke(env, "review", "approve", cells[0])
    assert "approved allergy: shellfish" in approved.output
    rejected = await invoke(env, "review", "reject", cells[0])
    assert "rejected allergy: shellfish" in rejected.output
    again = await invoke(env, "review", "--since", since)
    assert row(again.output, cells[0])[7] == "rejected"


async def test_gaps_lists_every_domain_sparsest_first(env: Env, user_id: str) -> None:
    await invoke(env, "remember", "I'm allergic to shellfish")
    shown = await invoke(env, "gaps")  # through the service, in the key's namespace
    direct = await invoke(env, "gaps", "--direct", "--user", user_id)
    assert shown.output.splitlines()[1:] == direct.output.splitlines()[1:]  # the same table but its title
    assert row(shown.output, "1 Identity & Self")[1:3] == ["0", "0"]
    health = row(shown.output, "2 Body & Health")
    assert health[1] == "1" and health[6] == "sparse"
    assert shown.output.index("Body & Health") > shown.output.index("Identity & Self")
