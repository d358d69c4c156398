"""Tables of probes through the real HTTP service: isolation between namespaces, and erasure.

Isolation: Alice sends Bob's ids in every ID argument and Bob's words in every text argument of
every query; no answer's ``data`` may hold any of them, and Bob's namespace is unchanged.
Erasure: after Alice's ``forgetMe``, her words are asked for through every channel (recall,
full-text and vector search, listings, by id) with a fresh key for her and as an admin acting for
her; no answer holds any of them.
"""

from __future__ import annotations

import json
from typing import Any

import httpx

from hippograph.graph.driver import Database
from tests.api.client import Api, dump
from tests.api.conftest import MakeApi
from tests.api.hostile import string_slots
from tests.reliability_report import record

COMMON = ["sister", "rides", "works at", "weapon"]  # words of the seeded turn and fact, beside the names
BOB_WORDS = [
    "Zelda",
    "Hyrule Corp",
    "master sword",
    "Link Hero",
    "Ganondorf",
    "Kakariko",
    "Epona",
    "triforce",
]


def seed(api: Api, words: list[str]) -> dict[str, str]:
    """A namespace holding ``words`` in a turn, entities, a fact, an edge, a note and a reminder."""
    remember = "mutation($m: String!) { remember(input: {userMessage: $m}) { episodeId facts { id } entities { id } } }"
    message = f"My sister {words[0]} works at {words[1]} and rides {words[5]}"
    remembered = api.data(remember, {"m": message})["remember"]
    add = 'mutation($n: String!, $a: String!) { addEntity(input: {name: $n, type: "Person", aliases: [$a]}) { id } }'
    first = api.data(add, {"n": words[4], "a": words[3]})["addEntity"]["id"]
    second = api.data(add, {"n": words[6], "a": words[7]})["addEntity"]["id"]
    fact = api.data(
        'mutation($e: ID!, $v: String!) { addFact(input: {entityId: $e, field: "weapon", value: $v}) { id } }',
        {"e": first, "v": words[2]},
    )["addFact"]["id"]
    edge = api.data(
        'mutation($s: ID!, $t: ID!) { addEdge(input: {sourceId: $s, relation: "KNOWS", targetId: $t}) { id } }',
        {"s": first, "t": second},
    )["addEdge"]["id"]
    api.data('mutation($c: String!) { saveNote(key: "secret", content: $c) { key } }', {"c": words[7]})
    reminder = api.data(
        'mutation($k: String!) { createReminder(keyword: $k, schedule: "0 9 1 1 *") { id } }', {"k": words[5]}
    )["createReminder"]["id"]
    agent = api.data("{ agentSelf { id } }")["agentSelf"]["id"]
    ids = {"first": first, "second": second, "fact": fact, "edge": edge, "agent": agent, "reminder": reminder}
    ids["episode"] = remembered["episodeId"]
    ids.update({f"remembered_fact_{n}": f["id"] for n, f in enumerate(remembered["facts"][:2])})
    ids.update({f"remembered_entity_{n}": e["id"] for n, e in enumerate(remembered["entities"][:3])})
    return ids


def _leaks(response: httpx.Response, secrets: list[str]) -> list[str]:
    if response.status_code >= 500:
        return [f"HTTP {response.status_code}"]
    body: Any = response.json()
    data = json.dumps(body.get("data") if isinstance(body, dict) else body)
    codes = {(e.get("extensions") or {}).get("code") for e in (body.get("errors") or [])}
    found = [secret for secret in secrets if secret in data]
    return found + (["INTERNAL"] if "INTERNAL" in codes or None in codes else [])


def probe_table(
    url: str, api: Api, own: dict[str, str], ids: list[str], words: list[str]
) -> tuple[int, list[Any]]:
    """(probes sent, leaks found): every ID slot with every id, every text query with every word."""
    leaks: list[Any] = []
    probes = 0
    secrets = ids + words
    with httpx.Client(base_url=url, headers=api.headers(), timeout=120) as http:
        for name, document, _variables, path in string_slots(own):
            takes_id = "$v: ID!" in document
            is_query = document.startswith("query") and "$v: String!" in document
            if path != "v" or not (takes_id or is_query):
                continue
            for value in ids if takes_id else words:
                probes += 1
                response = http.post("/graphql", json={"query": document, "variables": {"v": value}})
                if found := _leaks(response, secrets):
                    leaks.append((name, value, found))
        for document in LISTINGS:
            probes += 1
            if found := _leaks(http.post("/graphql", json={"query": document}), secrets):
                leaks.append((document, found))
    return probes, leaks


LISTINGS = [
    "{ entities(first: 100) { edges { node { id name aliases { alias } facts { value } } } } }",
    "{ facts(first: 100, active: null) { edges { node { id value } } } }",
    "{ episodes(first: 100) { edges { node { id content } } } }",
    "{ notes { key content } }",
    "{ notes(tier: ARCHIVE) { key content } }",
    "{ reminders { id keyword } }",
    '{ recentFacts(since: "2000-01-01T00:00:00Z") { id value } }',
    "{ domains { name factCount } }",
    "{ agentSelf { facts { value } neighbors(hops: 3) { entity { name } } } }",
]


async def test_isolation_probes(make_api: MakeApi, db: Database) -> None:
    alice, bob = await make_api(), await make_api()
    bob_ids = seed(bob, BOB_WORDS)
    bob_user = bob.data("{ me { userId } }")["me"]["userId"]
    before = await dump(db, bob_user)
    own = {"agent": alice.data("{ agentSelf { id } }")["agentSelf"]["id"], "fact": "none"}
    probes, leaks = probe_table(alice.url, alice, own, list(bob_ids.values()), BOB_WORDS + COMMON)
    record("isolation_probes", probes)
    record("isolation_leaks", len(leaks))
    assert probes >= 300
    assert leaks == []
    assert await dump(db, bob_user) == before


ALICE_WORDS = [
    "Quenby",
    "Vortimer Ltd",
    "obsidian lute",
    "Moth Queen",
    "Brannoch",
    "Elspeth",
    "Yarrow",
    "cloudberry",
]


async def test_nothing_erased_is_recoverable(make_api: MakeApi, db: Database) -> None:
    alice = await make_api()
    user = alice.data("{ me { userId } }")["me"]["userId"]
    ids = seed(alice, ALICE_WORDS)
    recalled = alice.data(
        '{ recall(query: "Where does my sister work?") { facts { value } episodes { content } } }'
    )
    assert ALICE_WORDS[1] in json.dumps(recalled)  # the probes below can find what exists
    alice.data("mutation { forgetMe { facts } }")
    fresh = await make_api(user)
    admin = await make_api(admin=True)
    acting = Api(admin.url, admin.key, acting_for=user)
    secrets = ALICE_WORDS + COMMON
    own = {"agent": fresh.data("{ agentSelf { id } }")["agentSelf"]["id"], "fact": "none"}
    probes, found = probe_table(fresh.url, fresh, own, list(ids.values()), secrets)
    for api in (fresh, acting):  # recall's channels, with a new key and as an admin acting for her
        for word in secrets:  # recall's channels: full-text, vector, graph, episodes
            probes += 1
            response = api.post(
                "query($q: String!) { recall(query: $q, hops: 3, includeInactive: true, includeArchived: true) { facts { value } entities { name } episodes { content } } }",
                {"q": word},
            )
            if leak := _leaks(response, secrets):
                found.append(("recall", word, leak))
    record("erasure_probes", probes)
    record("erased_strings_recoverable", len(found))
    assert found == []
    nodes = await db.run_statement(
        "MATCH (n) WHERE n.user_id = $u AND any(w IN $words WHERE any(k IN keys(n) WHERE n[k] IS :: STRING AND n[k] CONTAINS w)) RETURN count(n) AS n",
        u=user,
        words=secrets,
    )
    assert nodes[0]["n"] == 0
