"""The real HTTP service (uvicorn on a free port) against the real Neo4j."""

from __future__ import annotations

import httpx

from hippograph.graph.domains import DOMAINS


def test_healthz_and_readyz(service_url: str) -> None:
    assert httpx.get(f"{service_url}/healthz").json() == {"status": "ok"}
    assert httpx.get(f"{service_url}/readyz").json() == {"status": "ready"}


def test_graphiql_is_served_on_get(service_url: str) -> None:
    response = httpx.get(f"{service_url}/graphql", headers={"Accept": "text/html"})
    assert response.status_code == 200
    assert "graphiql" in response.text.lower()


def test_domains_query(service_url: str) -> None:
    response = httpx.post(
        f"{service_url}/graphql",
        json={"query": "{ domains { id slug name layer rate factCount } }"},
    )
    body = response.json()
    assert "errors" not in body
    domains = body["data"]["domains"]
    assert [d["id"] for d in domains] == list(range(1, 15))
    assert [d["slug"] for d in domains] == [d.slug for d in DOMAINS]
    assert all(d["factCount"] == 0 for d in domains)


def test_graphql_errors_carry_a_code(service_url: str) -> None:
    response = httpx.post(f"{service_url}/graphql", json={"query": "{ domains { nope } }"})
    errors = response.json()["errors"]
    assert errors[0]["extensions"]["code"] == "GRAPHQL_VALIDATION"
