"""Audit over GraphQL on HTTP: recent facts for review, approve and reject."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from tests.api.client import Api
from tests.api.conftest import MakeApi

FACT = "{ id field value active confidence review reviewedAt validTo createdAt source entity { name } }"
REMEMBER = "mutation($t: String!) { remember(input: {userMessage: $t}) { facts { id value } } }"
RECENT = f"query($s: DateTime!, $f: Int) {{ recentFacts(since: $s, first: $f) {FACT} }}"
APPROVE = f"mutation($id: ID!) {{ approveFact(id: $id) {FACT} }}"
REJECT = f"mutation($id: ID!) {{ rejectFact(id: $id) {FACT} }}"
HISTORY = "query($id: ID!) { factHistory(id: $id) { id active review } }"


def remember(api: Api, text: str) -> dict[str, str]:
    facts: list[dict[str, str]] = api.data(REMEMBER, {"t": text})["remember"]["facts"]
    assert facts, text
    return facts[0]


def test_recent_facts_newest_first_then_approve_and_reject(api: Api) -> None:
    before = datetime.now(UTC) - timedelta(seconds=1)
    shellfish = remember(api, "I'm allergic to shellfish")
    porto = remember(api, "I live in Porto")

    recent = api.data(RECENT, {"s": before.isoformat(), "f": None})["recentFacts"]
    assert [f["id"] for f in recent][:2] == [porto["id"], shellfish["id"]]
    assert recent[0]["source"] and recent[0]["entity"]["name"] and recent[0]["review"] is None
    assert api.data(RECENT, {"s": before.isoformat(), "f": 1})["recentFacts"] == recent[:1]
    later = (datetime.now(UTC) + timedelta(minutes=1)).isoformat()
    assert api.data(RECENT, {"s": later, "f": None})["recentFacts"] == []

    approved = api.data(APPROVE, {"id": shellfish["id"]})["approveFact"]
    assert (approved["review"], approved["active"]) == ("APPROVED", True)
    assert approved["confidence"] >= 0.95 and approved["reviewedAt"]

    rejected = api.data(REJECT, {"id": porto["id"]})["rejectFact"]
    assert (rejected["review"], rejected["active"]) == ("REJECTED", False)
    assert rejected["validTo"] and rejected["reviewedAt"]
    assert api.data(HISTORY, {"id": porto["id"]})["factHistory"] == [
        {"id": porto["id"], "active": False, "review": "REJECTED"}
    ]  # history kept
    assert api.code(APPROVE, {"id": porto["id"]}) == "BAD_INPUT"  # a rejected fact is inactive
    listed = api.data("{ facts(active: null) { edges { node { id review } } } }")["facts"]["edges"]
    assert {(e["node"]["id"], e["node"]["review"]) for e in listed} >= {
        (shellfish["id"], "APPROVED"),
        (porto["id"], "REJECTED"),
    }


async def test_review_acts_only_in_the_callers_namespace(api: Api, make_api: MakeApi) -> None:
    fact = remember(api, "I'm allergic to shellfish")
    stranger = await make_api()
    assert stranger.code(APPROVE, {"id": fact["id"]}) == "NOT_FOUND"
    assert stranger.code(REJECT, {"id": fact["id"]}) == "NOT_FOUND"
    since = (datetime.now(UTC) - timedelta(hours=1)).isoformat()
    assert stranger.data(RECENT, {"s": since, "f": None})["recentFacts"] == []
    assert api.data(RECENT, {"s": since, "f": None})["recentFacts"][0]["active"] is True


def test_bad_review_arguments(api: Api) -> None:
    since = datetime.now(UTC).isoformat()
    assert api.code(RECENT, {"s": since, "f": 0}) == "BAD_INPUT"
    assert api.code(RECENT, {"s": "2026-01-01T00:00:00", "f": None}) == "BAD_INPUT"  # no time zone
    assert api.code(APPROVE, {"id": "no-such-fact"}) == "NOT_FOUND"
