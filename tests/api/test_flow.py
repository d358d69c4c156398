"""End to end over HTTP: remember → recall → update → factHistory → forgetFact → recall."""

from __future__ import annotations

from tests.api.client import Api

REMEMBER = """
mutation($input: RememberInput!) {
  remember(input: $input) { episodeId duplicate facts { id field value action entityId } entities { name method } }
}
"""
RECALL = """
query($q: String!) {
  recall(query: $q) {
    facts {
      id field value active score
      entity { id name role }
      explanation { channels { channel rank score } path { steps } provenance { episodeId snippet } }
    }
    routing { primary related }
    agentSelf { id }
  }
}
"""
HISTORY = "query($id: ID!) { factHistory(id: $id) { id value active validTo supersedesId supersededById } }"


def test_remember_recall_history_forget(api: Api) -> None:
    remembered = api.data(REMEMBER, {"input": {"userMessage": "I'm allergic to shellfish"}})["remember"]
    assert not remembered["duplicate"]
    allergy = next(f for f in remembered["facts"] if f["value"] == "shellfish")

    facts = api.data(RECALL, {"q": "What am I allergic to?"})["recall"]["facts"]
    found = next(f for f in facts if f["id"] == allergy["id"])
    assert found["entity"]["role"] == "user"
    assert found["explanation"]["channels"] and all(c["rank"] >= 1 for c in found["explanation"]["channels"])
    assert found["explanation"]["provenance"]["episodeId"] == remembered["episodeId"]

    updated = api.data(
        'mutation($id: ID!) { updateFact(input: {id: $id, value: "shellfish and peanuts"}) { id value supersedesId } }',
        {"id": allergy["id"]},
    )["updateFact"]
    assert updated["supersedesId"] == allergy["id"]

    history = api.data(HISTORY, {"id": updated["id"]})["factHistory"]
    assert [(h["id"], h["active"]) for h in history] == [(updated["id"], True), (allergy["id"], False)]
    assert history[1]["supersededById"] == updated["id"] and history[1]["validTo"] is not None

    forgotten = api.data(
        "mutation($id: ID!) { forgetFact(id: $id) { id active validTo } }", {"id": updated["id"]}
    )
    assert forgotten["forgetFact"]["active"] is False and forgotten["forgetFact"]["validTo"]

    after = api.data(RECALL, {"q": "What am I allergic to?"})["recall"]["facts"]
    assert not {f["id"] for f in after} & {allergy["id"], updated["id"]}
    history = api.data(HISTORY, {"id": allergy["id"]})["factHistory"]
    assert {h["id"] for h in history} == {allergy["id"], updated["id"]}
    assert not any(h["active"] for h in history)


def test_remembering_the_same_turn_twice_is_a_duplicate(api: Api) -> None:
    variables = {"input": {"userMessage": "I live in Porto", "sessionId": "s1"}}
    first = api.data(REMEMBER, variables)["remember"]
    again = api.data(REMEMBER, variables)["remember"]
    assert again["duplicate"] and again["episodeId"] == first["episodeId"]
    episodes = api.data('{ episodes(sessionId: "s1") { totalCount edges { node { id content } } } }')
    assert episodes["episodes"]["totalCount"] == 1


def test_fact_feedback_and_direct_facts(api: Api) -> None:
    agent = api.data("{ agentSelf { id name role } }")["agentSelf"]
    assert agent["role"] == "agent"
    added = api.data(
        'mutation($id: ID!) { addFact(input: {entityId: $id, field: "Favourite colour", value: "teal", domainId: 11}) '
        "{ id field value domainId domainSlug confidence score target source entity { id } } }",
        {"id": agent["id"]},
    )["addFact"]
    assert (added["field"], added["domainSlug"], added["target"], added["source"]) == (
        "favourite_colour",
        "preferences",
        "agent",
        "api",
    )
    reinforced = api.data(
        "mutation($id: ID!) { reinforceFact(id: $id) { score confidence lastHitAt } }", {"id": added["id"]}
    )
    assert reinforced["reinforceFact"]["score"] == added["score"] + 3
    assert reinforced["reinforceFact"]["confidence"] > added["confidence"]
    assert reinforced["reinforceFact"]["lastHitAt"]
    demoted = api.data("mutation($id: ID!) { demoteFact(id: $id) { score confidence } }", {"id": added["id"]})
    assert demoted["demoteFact"]["score"] == added["score"] + 2
    listed = api.data("{ facts(domain: 11) { totalCount edges { node { id } } } }")["facts"]
    assert [e["node"]["id"] for e in listed["edges"]] == [added["id"]]
    domains = api.data("{ domains { id factCount fieldCount coverage { share } } }")["domains"]
    assert [(d["factCount"], d["coverage"]["share"]) for d in domains if d["id"] == 11] == [(1, 1.0)]


def test_entities_edges_paths_and_neighbors(api: Api) -> None:
    add = "mutation($n: String!, $t: String!, $a: [String!]! = []) { addEntity(input: {name: $n, type: $t, aliases: $a}) { id name type } }"
    bob = api.data(add, {"n": "Bob", "t": "person", "a": ["Bobby"]})["addEntity"]
    initech = api.data(add, {"n": "Initech", "t": "Org"})["addEntity"]
    porto = api.data(add, {"n": "Porto", "t": "Place"})["addEntity"]
    assert api.data(add, {"n": "bob", "t": "Person"})["addEntity"]["id"] == bob["id"]  # merged on its key
    edge = "mutation($s: ID!, $r: String!, $t: ID!) { addEdge(input: {sourceId: $s, relation: $r, targetId: $t}) { id relation strength source { name } target { name } } }"
    works = api.data(edge, {"s": bob["id"], "r": "works_at", "t": initech["id"]})["addEdge"]
    assert (works["relation"], works["source"]["name"], works["target"]["name"]) == (
        "WORKS_AT",
        "Bob",
        "Initech",
    )
    assert api.data(edge, {"s": bob["id"], "r": "WORKS_AT", "t": initech["id"]})["addEdge"]["strength"] == 2.0
    api.data(edge, {"s": initech["id"], "r": "HEADQUARTERED_IN", "t": porto["id"]})

    paths = api.data(
        "query($a: ID!, $b: ID!) { paths(fromId: $a, toId: $b, maxHops: 2) { steps hops } }",
        {"a": bob["id"], "b": porto["id"]},
    )
    assert paths["paths"][0] == {
        "steps": ["Bob", "WORKS_AT", "Initech", "HEADQUARTERED_IN", "Porto"],
        "hops": 2,
    }

    entity = api.data(
        "query($id: ID!) { entity(id: $id) { name aliases { alias source } edges(direction: OUT) { relation } "
        "neighbors(hops: 2) { distance entity { name } } } }",
        {"id": bob["id"]},
    )["entity"]
    assert entity["aliases"] == [{"alias": "Bobby", "source": "user_stated"}]
    assert entity["edges"] == [{"relation": "WORKS_AT"}]
    assert [(n["distance"], n["entity"]["name"]) for n in entity["neighbors"]] == [
        (1, "Initech"),
        (2, "Porto"),
    ]
    assert api.data('{ entity(name: "bobby") { id } }')["entity"]["id"] == bob["id"]

    found = api.data('{ entities(search: "Initech") { totalCount edges { node { id } } } }')["entities"]
    assert [e["node"]["id"] for e in found["edges"]] == [initech["id"]]
    places = api.data('{ entities(type: "Place") { edges { node { name } } } }')["entities"]
    assert [e["node"]["name"] for e in places["edges"]] == ["Porto"]

    removed = api.data("mutation($id: ID!) { removeEdge(id: $id) { id } }", {"id": works["id"]})
    assert removed["removeEdge"]["id"] == works["id"]
    forgotten = api.data(
        "mutation($id: ID!) { forgetEntity(id: $id) { facts aliases edges } }", {"id": porto["id"]}
    )
    assert forgotten["forgetEntity"] == {"facts": 0, "aliases": 0, "edges": 1}
    assert api.code("query($id: ID!) { entity(id: $id) { id } }", {"id": porto["id"]}) == "NOT_FOUND"


def test_pagination_follows_cursors(api: Api) -> None:
    for name in ("Ann", "Ben", "Cat"):
        api.data('mutation($n: String!) { addEntity(input: {name: $n, type: "Person"}) { id } }', {"n": name})
    query = 'query($after: String) { entities(type: "Person", first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { name } } } }'
    first = api.data(query)["entities"]
    assert [e["node"]["name"] for e in first["edges"]] == ["Ann", "Ben"] and first["pageInfo"]["hasNextPage"]
    second = api.data(query, {"after": first["pageInfo"]["endCursor"]})["entities"]
    assert [e["node"]["name"] for e in second["edges"]] == ["Cat"] and not second["pageInfo"]["hasNextPage"]
    assert second["totalCount"] == 3


def test_forget_me_erases_the_namespace(api: Api) -> None:
    api.data(REMEMBER, {"input": {"userMessage": "My brother Tom lives in Porto"}})
    erased = api.data("mutation { forgetMe { entities facts episodes total } }")["forgetMe"]
    assert erased["episodes"] == 1 and erased["facts"] >= 1 and erased["entities"] >= 3
    assert api.data("{ episodes { totalCount } }")["episodes"]["totalCount"] == 0
    assert api.data("{ facts(active: null) { totalCount } }")["facts"]["totalCount"] == 0
    assert api.data("{ agentSelf { role } }")["agentSelf"]["role"] == "agent"  # recreated on use
