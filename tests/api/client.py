"""A small GraphQL-over-HTTP client for the tests, and a canonical dump of a namespace."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import httpx

from hippograph.auth import USER_HEADER
from hippograph.graph.driver import Database

NODES = "MATCH (n) WHERE n.user_id = $user_id RETURN labels(n) AS labels, properties(n) AS props"
RELATIONSHIPS = (
    "MATCH (a)-[r]->(b) WHERE a.user_id = $user_id OR b.user_id = $user_id "
    "RETURN type(r) AS type, properties(r) AS props, coalesce(a.uid, toString(a.id)) AS source, "
    "coalesce(b.uid, toString(b.id)) AS target"
)


@dataclass
class Api:
    """Posts GraphQL documents with a key (and optionally a user to act for)."""

    url: str
    key: str | None = None
    acting_for: str | None = None

    def headers(self) -> dict[str, str]:
        headers = {}
        if self.key is not None:
            headers["Authorization"] = f"Bearer {self.key}"
        if self.acting_for is not None:
            headers[USER_HEADER] = self.acting_for
        return headers

    def post(self, query: str, variables: dict[str, Any] | None = None) -> httpx.Response:
        return httpx.post(
            f"{self.url}/graphql",
            json={"query": query, "variables": variables or {}},
            headers=self.headers(),
            timeout=120,
        )

    def data(self, query: str, variables: dict[str, Any] | None = None) -> dict[str, Any]:
        """The data of a request that must succeed."""
        body = self.post(query, variables).json()
        assert "errors" not in body, body["errors"]
        data: dict[str, Any] = body["data"]
        return data

    def codes(self, query: str, variables: dict[str, Any] | None = None) -> list[str]:
        """The error codes of a request that must fail."""
        body = self.post(query, variables).json()
        assert body.get("errors"), body
        return [error["extensions"]["code"] for error in body["errors"]]

    def code(self, query: str, variables: dict[str, Any] | None = None) -> str:
        codes = self.codes(query, variables)
        assert len(set(codes)) == 1, codes
        return codes[0]


async def dump(db: Database, user_id: str) -> list[str]:
    """Every node and relationship of a namespace, canonical and order-free, for equality checks."""
    nodes = await db.run_statement(NODES, user_id=user_id)
    relationships = await db.run_statement(RELATIONSHIPS, user_id=user_id)
    lines = [_canonical({"labels": sorted(row["labels"]), "props": row["props"]}) for row in nodes]
    lines += [_canonical(row) for row in relationships]
    return sorted(lines)


def _canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, default=str)
