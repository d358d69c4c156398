"""Hostile inputs through the real HTTP service: typed errors only, nothing stored.

Every case of :mod:`tests.api.hostile` (over 300) must come back as a GraphQL error with a code
other than ``INTERNAL``, never a 5xx, and the namespace must be byte-for-byte what it was.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import httpx

from hippograph.graph.driver import Database
from hippograph.settings import Settings
from tests.api.client import Api, dump
from tests.api.hostile import cases
from tests.reliability_report import record


def seed(api: Api) -> dict[str, str]:
    """A namespace with an entity, a fact, a note and a reminder, so ids are real."""
    agent = api.data("{ agentSelf { id } }")["agentSelf"]["id"]
    add = 'mutation($a: ID!) { addFact(input: {entityId: $a, field: "home", value: "Porto"}) { id } }'
    fact = api.data(add, {"a": agent})["addFact"]["id"]
    api.data('mutation { saveNote(key: "k", content: "budget") { key } }')
    api.data('mutation { createReminder(keyword: "porto", schedule: "0 9 * * *") { id } }')
    return {"agent": agent, "fact": fact}


def refusal(response: httpx.Response) -> str | None:
    """What is wrong with the service's answer to a hostile input (None: a proper refusal)."""
    if response.status_code >= 500:
        return f"HTTP {response.status_code}"
    try:
        body: Any = response.json()
    except ValueError:
        return None if response.status_code in (400, 413) else f"HTTP {response.status_code}, not JSON"
    errors = body.get("errors") if isinstance(body, dict) else None
    if not errors:
        return "accepted"
    codes = {(error.get("extensions") or {}).get("code") for error in errors}
    if None in codes or "INTERNAL" in codes:
        return f"codes {codes}"
    return None


def run_table(url: str, headers: dict[str, str], ids: dict[str, str]) -> Iterator[tuple[str, str | None]]:
    with httpx.Client(base_url=url, headers=headers, timeout=60) as http:
        for case in cases(ids):
            # ensure_ascii: lone surrogates travel as JSON escapes, as a hostile client sends them
            body = json.dumps({"query": case.query, "variables": case.variables}).encode()
            response = http.post("/graphql", content=body, headers={"content-type": "application/json"})
            yield case.name, refusal(response)


async def test_hostile_table_is_refused_and_changes_nothing(api: Api, db: Database, user_id: str) -> None:
    ids = seed(api)
    before = await dump(db, user_id)
    outcomes = list(run_table(api.url, api.headers(), ids))
    assert len(outcomes) >= 300
    failures = [(name, problem) for name, problem in outcomes if problem is not None]
    record("hostile_inputs", len(outcomes))
    record("hostile_internal_or_5xx", sum(1 for _, p in failures if p != "accepted"))
    assert failures == [], f"{len(failures)} of {len(outcomes)}"
    assert await dump(db, user_id) == before


def chunks(size: int, piece: int = 64 * 1024) -> Iterator[bytes]:
    yield b'{"query": "{ me { userId } }", "variables": {"p": "'
    for _ in range(size // piece):
        yield b"x" * piece
    yield b'"}}'


def test_chunked_body_is_counted_as_it_streams(api: Api, settings: Settings) -> None:
    """A body without Content-Length is cut off at the limit, not read whole and parsed."""
    response = httpx.post(
        f"{api.url}/graphql",
        content=chunks(10 * settings.graphql_max_request_bytes),
        headers={**api.headers(), "content-type": "application/json"},
        timeout=60,
    )
    assert "content-length" not in response.request.headers
    assert response.status_code == 413
    assert response.json()["errors"][0]["extensions"]["code"] == "BAD_INPUT"


def test_deep_and_broken_bodies(api: Api) -> None:
    headers = {**api.headers(), "content-type": "application/json"}
    deep = b'{"query": "{ me { userId } }", "variables": {"v": ' + b"[" * 100_000 + b"]" * 100_000 + b"}}"
    response = httpx.post(f"{api.url}/graphql", content=deep, headers=headers, timeout=60)
    assert response.status_code == 400
    assert response.json()["errors"][0]["extensions"]["code"] == "BAD_INPUT"
    surrogate = b'{"query": "{ recall(query: \\"\\ud800\\") { query } }"}'
    for body in (surrogate, b"{not json", b"\xff\xfe\x00binary", b'{"query": 5}', b"[]"):
        response = httpx.post(f"{api.url}/graphql", content=body, headers=headers, timeout=60)
        assert response.status_code < 500, (body, response.text)
        assert refusal(response) is None, (body, response.text)
