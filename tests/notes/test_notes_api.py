"""Notes over GraphQL on HTTP: the lifecycle, both-tier get, conflicts, bad input, isolation."""

from __future__ import annotations

import json

import pytest

from hippograph.graph.driver import Database
from tests.api.client import Api, dump
from tests.api.conftest import MakeApi

NOTE = "{ key content tier updatedAt ageSeconds isJson }"
SAVE = f"mutation($k: String!, $c: String!) {{ saveNote(key: $k, content: $c) {NOTE} }}"
GET = f"query($k: String!) {{ note(key: $k) {NOTE} }}"
LIST = f"query($t: NoteTier!, $p: String) {{ notes(tier: $t, pattern: $p) {NOTE} }}"
ARCHIVE = f"mutation($k: String!, $n: String!) {{ archiveNote(key: $k, newKey: $n) {NOTE} }}"
RESTORE = f"mutation($k: String!) {{ restoreNote(key: $k) {NOTE} }}"
DELETE = f"mutation($k: String!) {{ deleteNote(key: $k) {NOTE} }}"
BUDGET = json.dumps({"month": "2025-01", "spent": {"food": 320.5}}, indent=2)


def keys(api: Api, tier: str, pattern: str | None = None) -> list[str]:
    return [n["key"] for n in api.data(LIST, {"t": tier, "p": pattern})["notes"]]


def test_archive_list_by_pattern_restore(api: Api) -> None:
    saved = api.data(SAVE, {"k": "current_budget", "c": BUDGET})["saveNote"]
    assert (saved["tier"], saved["content"], saved["isJson"]) == ("WORKING", BUDGET, True)
    assert 0 <= saved["ageSeconds"] < 60

    archived = api.data(ARCHIVE, {"k": "current_budget", "n": "budget_2025_01"})["archiveNote"]
    assert (archived["key"], archived["tier"], archived["content"]) == ("budget_2025_01", "ARCHIVE", BUDGET)
    api.data(SAVE, {"k": "current_budget", "c": "{}"})  # the fresh template, sheldonmem-style
    api.data(SAVE, {"k": "meal_plan", "c": "pasta on monday"})
    api.data(ARCHIVE, {"k": "meal_plan", "n": "meal_plan_week_08"})

    assert keys(api, "ARCHIVE", "BUDGET") == ["budget_2025_01"]  # case-insensitive substring
    assert sorted(keys(api, "ARCHIVE")) == ["budget_2025_01", "meal_plan_week_08"]
    assert keys(api, "WORKING") == ["current_budget"]
    default_tier = api.data("{ notes { key tier } }")["notes"]
    assert default_tier == [{"key": "current_budget", "tier": "WORKING"}]

    # get searches both tiers; content comes back verbatim
    assert api.data(GET, {"k": "budget_2025_01"})["note"]["content"] == BUDGET
    assert api.data(GET, {"k": "current_budget"})["note"]["tier"] == "WORKING"
    assert api.data(GET, {"k": "no_such_note"})["note"] is None

    restored = api.data(RESTORE, {"k": "meal_plan_week_08"})["restoreNote"]
    assert (restored["tier"], restored["isJson"]) == ("WORKING", False)
    assert sorted(keys(api, "WORKING")) == ["current_budget", "meal_plan_week_08"]
    assert keys(api, "ARCHIVE") == ["budget_2025_01"]

    deleted = api.data(DELETE, {"k": "budget_2025_01"})["deleteNote"]
    assert deleted["key"] == "budget_2025_01"
    assert api.data(GET, {"k": "budget_2025_01"})["note"] is None
    assert api.code(DELETE, {"k": "budget_2025_01"}) == "NOT_FOUND"


def test_saving_again_updates_the_working_note(api: Api) -> None:
    api.data(SAVE, {"k": "shopping_list", "c": "milk"})
    updated = api.data(SAVE, {"k": "shopping_list", "c": "milk, eggs"})["saveNote"]
    assert updated["content"] == "milk, eggs"
    assert [n["content"] for n in api.data(LIST, {"t": "WORKING", "p": None})["notes"]] == ["milk, eggs"]


async def test_conflicts_write_nothing(api: Api, db: Database, user_id: str) -> None:
    api.data(SAVE, {"k": "current_budget", "c": "a"})
    api.data(SAVE, {"k": "budget_2025_01", "c": "b"})
    api.data(ARCHIVE, {"k": "budget_2025_01", "n": "budget_2025_01_archived"})
    api.data(SAVE, {"k": "other", "c": "c"})
    before = await dump(db, user_id)

    assert api.code(ARCHIVE, {"k": "current_budget", "n": "budget_2025_01_archived"}) == "CONFLICT"
    assert api.code(ARCHIVE, {"k": "current_budget", "n": "other"}) == "CONFLICT"
    assert api.code(SAVE, {"k": "budget_2025_01_archived", "c": "overwrite?"}) == "CONFLICT"
    assert api.code(RESTORE, {"k": "current_budget"}) == "CONFLICT"  # already working
    assert api.code(ARCHIVE, {"k": "budget_2025_01_archived", "n": "x"}) == "NOT_FOUND"  # not working
    assert api.code(ARCHIVE, {"k": "missing", "n": "x"}) == "NOT_FOUND"
    assert api.code(RESTORE, {"k": "missing"}) == "NOT_FOUND"
    assert await dump(db, user_id) == before


@pytest.mark.parametrize(
    ("document", "variables"),
    [
        (SAVE, {"k": "Meal_Plan", "c": "x"}),  # upper case
        (SAVE, {"k": "meal plan", "c": "x"}),
        (SAVE, {"k": "../etc", "c": "x"}),
        (SAVE, {"k": "", "c": "x"}),
        (SAVE, {"k": "k" * 65, "c": "x"}),
        (SAVE, {"k": "ok", "c": "   "}),
        (SAVE, {"k": "ok", "c": "x" * 20_001}),
        (SAVE, {"k": "ok", "c": "bell\x07"}),
        (ARCHIVE, {"k": "ok", "n": "Bad Key"}),
        (GET, {"k": "a/b"}),
    ],
)
async def test_bad_input_is_rejected_and_nothing_written(
    api: Api, db: Database, user_id: str, document: str, variables: dict[str, str]
) -> None:
    api.data(SAVE, {"k": "ok", "c": "kept"})
    before = await dump(db, user_id)
    assert api.code(document, variables) == "BAD_INPUT"
    assert await dump(db, user_id) == before


async def test_users_do_not_see_each_others_notes(make_api: MakeApi) -> None:
    alice, bob = await make_api(), await make_api()
    alice.data(SAVE, {"k": "meal_plan", "c": "alice's"})
    bob.data(SAVE, {"k": "meal_plan", "c": "bob's"})  # the same key in another namespace
    alice.data(ARCHIVE, {"k": "meal_plan", "n": "meal_plan_old"})

    assert bob.data(GET, {"k": "meal_plan_old"})["note"] is None
    assert bob.data(GET, {"k": "meal_plan"})["note"]["content"] == "bob's"
    assert keys(bob, "ARCHIVE") == []
    assert bob.code(DELETE, {"k": "meal_plan_old"}) == "NOT_FOUND"
    assert bob.code(RESTORE, {"k": "meal_plan_old"}) == "NOT_FOUND"
    assert alice.data(GET, {"k": "meal_plan_old"})["note"]["content"] == "alice's"
