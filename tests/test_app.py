"""The real HTTP service (uvicorn on a free port) against the real Neo4j.

The API tests create keys in the shared database, after which every GraphQL request needs one;
these tests therefore always send a key of their own fresh namespace.
"""

from __future__ import annotations

import gc
import logging

import httpx
import pytest

from hippograph.app import announce_auth_mode
from hippograph.auth import ApiKeys
from hippograph.graph.domains import DOMAINS
from hippograph.graph.driver import Database
from hippograph.heap import settle_heap


@pytest.fixture
async def headers(db: Database, user_id: str) -> dict[str, str]:
    created = await ApiKeys(db).create(user_id)
    return {"Authorization": f"Bearer {created.secret}"}


def test_healthz_and_readyz(service_url: str) -> None:
    assert httpx.get(f"{service_url}/healthz").json() == {"status": "ok"}
    assert httpx.get(f"{service_url}/readyz").json() == {"status": "ready"}


def test_a_started_service_leaves_its_start_up_heap_out_of_garbage_collection(service_url: str) -> None:
    """The models and everything built at start are frozen (hippograph/heap.py), once per process:
    a later start freezes nothing more."""
    assert httpx.get(f"{service_url}/readyz").json() == {"status": "ready"}
    frozen = gc.get_freeze_count()
    assert frozen > 100_000  # spaCy's pipeline alone is more
    assert settle_heap() is False
    assert gc.get_freeze_count() == frozen


def test_graphiql_is_served_on_get(service_url: str) -> None:
    response = httpx.get(f"{service_url}/graphql", headers={"Accept": "text/html"})
    assert response.status_code == 200
    assert "graphiql" in response.text.lower()


def test_domains_query(service_url: str, headers: dict[str, str]) -> None:
    response = httpx.post(
        f"{service_url}/graphql",
        json={"query": "{ domains { id slug name layer rate factCount } }"},
        headers=headers,
    )
    body = response.json()
    assert "errors" not in body
    domains = body["data"]["domains"]
    assert [d["id"] for d in domains] == list(range(1, 15))
    assert [d["slug"] for d in domains] == [d.slug for d in DOMAINS]
    assert all(d["factCount"] == 0 for d in domains)


def test_graphql_errors_carry_a_code(service_url: str, headers: dict[str, str]) -> None:
    response = httpx.post(f"{service_url}/graphql", json={"query": "{ domains { nope } }"}, headers=headers)
    errors = response.json()["errors"]
    assert errors[0]["extensions"]["code"] == "GRAPHQL_VALIDATION"


async def test_the_auth_mode_is_announced_at_start(db: Database, caplog: pytest.LogCaptureFixture) -> None:
    keys = ApiKeys(db)
    with caplog.at_level(logging.INFO, logger="hippograph.app"):
        await announce_auth_mode(keys)
    expected = "API keys exist" if await keys.any_exist() else "no API keys exist"
    assert expected in caplog.text
