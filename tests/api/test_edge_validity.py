"""Edges have validity like facts, over GraphQL: a superseded employer closes WORKS_AT for
recall, paths and entity.edges (history and asOf still see it), and rejecting the superseding
fact gives back the old fact and its edge."""

from __future__ import annotations

from typing import Any

from tests.api.client import Api

REMEMBER = "mutation($m: String!, $t: DateTime) { remember(input: {userMessage: $m, occurredAt: $t}) { facts { id field value action } } }"
EDGES = """query($n: String!, $at: DateTime, $all: Boolean!) {
  entity(name: $n) { id edges(relation: "WORKS_AT", asOf: $at, includeEnded: $all) { id target { name } validFrom validTo } } }"""
PATHS = "query($a: ID!, $b: ID!, $at: DateTime) { paths(fromId: $a, toId: $b, asOf: $at) { steps edgeIds } }"
EMPLOYERS = '{ facts(field: "employer", active: null) { edges { node { value active validTo } } } }'
T0, T1, BETWEEN = "2025-01-10T12:00:00+00:00", "2025-06-01T12:00:00+00:00", "2025-03-01T00:00:00+00:00"


def works_at(api: Api, at: str | None = None, *, everything: bool = False) -> list[tuple[str, bool]]:
    entity = api.data(EDGES, {"n": "Bob", "at": at, "all": everything})["entity"]
    return sorted((e["target"]["name"], e["validTo"] is None) for e in entity["edges"])


def employers(api: Api) -> dict[str, Any]:
    rows = api.data(EMPLOYERS)["facts"]["edges"]
    return {r["node"]["value"]: r["node"]["active"] for r in rows}


def test_a_new_employer_closes_the_old_edge_everywhere_until_the_fact_is_rejected(api: Api) -> None:
    api.data(REMEMBER, {"m": "My friend Bob works at Initech.", "t": T0})
    api.data(REMEMBER, {"m": "Initech is based in Berlin.", "t": T0})
    moved = api.data(REMEMBER, {"m": "My friend Bob works at Globex.", "t": T1})["remember"]["facts"]
    globex = next(f for f in moved if f["field"] == "employer")
    assert (globex["value"], globex["action"]) == ("Globex", "superseded")

    assert works_at(api) == [("Globex", True)]
    assert works_at(api, BETWEEN) == [("Initech", False)]  # valid then, closed since
    assert works_at(api, everything=True) == [("Globex", True), ("Initech", False)]
    bob = api.data('{ entity(name: "Bob") { id } }')["entity"]["id"]
    initech = api.data('{ entity(name: "Initech") { id } }')["entity"]["id"]
    assert api.data(PATHS, {"a": bob, "b": initech, "at": None})["paths"] == []
    then = api.data(PATHS, {"a": bob, "b": initech, "at": BETWEEN})["paths"]
    assert [p["steps"] for p in then] == [["Bob", "WORKS_AT", "Initech"]]
    closed = then[0]["edgeIds"][0]
    recalled = api.data(
        'query($at: DateTime) { recall(query: "Where is the company Bob works for based?", asOf: $at) '
        "{ edges { id } paths { edgeIds } } }",
        {"at": None},
    )["recall"]
    assert closed not in {e["id"] for e in recalled["edges"]}
    assert closed not in {uid for p in recalled["paths"] for uid in p["edgeIds"]}

    api.data("mutation($id: ID!) { rejectFact(id: $id) { id active } }", {"id": globex["id"]})
    assert employers(api) == {"Initech": True, "Globex": False}
    assert works_at(api) == [("Initech", True)]
    assert [p["steps"] for p in api.data(PATHS, {"a": bob, "b": initech, "at": None})["paths"]] == [
        ["Bob", "WORKS_AT", "Initech"]
    ]


def test_rejecting_a_fact_that_replaced_nothing_restores_nothing(api: Api) -> None:
    said = api.data(REMEMBER, {"m": "My friend Bob works at Initech.", "t": T0})["remember"]["facts"]
    employer = next(f for f in said if f["field"] == "employer")
    api.data("mutation($id: ID!) { rejectFact(id: $id) { id } }", {"id": employer["id"]})
    assert employers(api) == {"Initech": False}
    assert works_at(api) == []
    assert works_at(api, everything=True) == [("Initech", False)]


def test_updating_a_fact_closes_the_edge_the_old_version_stated(api: Api) -> None:
    said = api.data(REMEMBER, {"m": "My friend Bob works at Initech.", "t": T0})["remember"]["facts"]
    employer = next(f for f in said if f["field"] == "employer")
    api.data(
        'mutation($id: ID!) { updateFact(input: {id: $id, value: "Globex"}) { id } }', {"id": employer["id"]}
    )
    assert employers(api) == {"Initech": False, "Globex": True}
    assert works_at(api) == []
    assert works_at(api, everything=True) == [("Initech", False)]


def test_forgetting_a_fact_closes_the_edge_it_stated(api: Api) -> None:
    api.data(REMEMBER, {"m": "My friend Bob works at Initech.", "t": T0})
    fact = api.data(EMPLOYERS)["facts"]["edges"]
    assert [(r["node"]["value"], r["node"]["active"]) for r in fact] == [("Initech", True)]
    uid = api.data('{ facts(field: "employer") { edges { node { id } } } }')["facts"]["edges"][0]["node"][
        "id"
    ]
    api.data("mutation($id: ID!) { forgetFact(id: $id) { id active } }", {"id": uid})
    assert works_at(api) == []  # not walked, not listed as current
    assert works_at(api, everything=True) == [("Initech", False)]  # history keeps it
    assert works_at(api, BETWEEN) == [("Initech", False)]  # and it was valid back then
