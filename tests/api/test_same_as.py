"""Possible-same-as pairs over GraphQL: remember keeps near-named people apart and proposes them;
confirming merges (undone exactly by unmergeEntities), rejecting closes the pair."""

from __future__ import annotations

from hippograph.graph.driver import Database
from tests.api.client import Api, dump

REMEMBER = "mutation($m: String!) { remember(input: {userMessage: $m}) { entities { name method } } }"
PAIRS = "query($s: String) { sameAsCandidates(status: $s) { id method status entity { name } candidate { name } } }"
CONFIRM = "mutation($id: ID!) { confirmSameAs(id: $id) { id droppedName movedFacts kept { name names } } }"
REJECT = "mutation($id: ID!) { rejectSameAs(id: $id) { id status decidedAt } }"
ROLES = '{ facts(field: "role") { edges { node { value entity { name } } } } }'


def roles(api: Api) -> dict[str, str]:
    return {e["node"]["value"]: e["node"]["entity"]["name"] for e in api.data(ROLES)["facts"]["edges"]}


async def test_confirming_a_pair_merges_and_unmerging_restores_it(
    api: Api, db: Database, user_id: str
) -> None:
    api.data(REMEMBER, {"m": "My colleague Michael is a pilot."})
    said = api.data(REMEMBER, {"m": "My colleague Michaela is a surgeon."})["remember"]
    assert [(e["name"], e["method"]) for e in said["entities"]] == [("Michaela", "new")]
    assert roles(api) == {"pilot": "Michael", "surgeon": "Michaela"}
    pairs = api.data(PAIRS, {"s": "open"})["sameAsCandidates"]
    assert [(p["entity"]["name"], p["candidate"]["name"], p["status"]) for p in pairs] == [
        ("Michaela", "Michael", "open")
    ]
    before = await dump(db, user_id)

    merged = api.data(CONFIRM, {"id": pairs[0]["id"]})["confirmSameAs"]
    assert (merged["droppedName"], merged["kept"]["name"], merged["movedFacts"]) == ("Michaela", "Michael", 1)
    assert roles(api) == {"pilot": "Michael", "surgeon": "Michael"}
    assert api.data(PAIRS, {"s": "open"})["sameAsCandidates"] == []
    assert [p["status"] for p in api.data(PAIRS, {"s": None})["sameAsCandidates"]] == []  # Michaela is gone
    assert api.code(CONFIRM, {"id": pairs[0]["id"]}) == "CONFLICT"

    api.data("mutation($m: ID!) { unmergeEntities(mergeId: $m) { name } }", {"m": merged["id"]})
    assert await dump(db, user_id) == before
    assert [p["status"] for p in api.data(PAIRS, {"s": "open"})["sameAsCandidates"]] == ["open"]


def test_rejecting_a_pair_keeps_them_apart(api: Api) -> None:
    api.data(REMEMBER, {"m": "My friend Christopher is a dentist."})
    api.data(REMEMBER, {"m": "My friend Christophe is a baker."})
    pair = api.data(PAIRS)["sameAsCandidates"][0]
    assert (pair["entity"]["name"], pair["candidate"]["name"]) == ("Christophe", "Christopher")
    rejected = api.data(REJECT, {"id": pair["id"]})["rejectSameAs"]
    assert rejected["status"] == "rejected" and rejected["decidedAt"]
    assert api.data(PAIRS)["sameAsCandidates"] == []
    assert [p["status"] for p in api.data(PAIRS, {"s": "rejected"})["sameAsCandidates"]] == ["rejected"]
    assert api.code(REJECT, {"id": pair["id"]}) == "CONFLICT"
    assert api.code(CONFIRM, {"id": pair["id"]}) == "CONFLICT"
    assert roles(api) == {"dentist": "Christopher", "baker": "Christophe"}


def test_bad_pair_requests_are_typed_errors(api: Api) -> None:
    assert api.code(REJECT, {"id": "00000000-0000-0000-0000-000000000000"}) == "NOT_FOUND"
    assert api.code(CONFIRM, {"id": "  "}) == "BAD_INPUT"
    assert api.code(PAIRS, {"s": "maybe"}) == "BAD_INPUT"
