"""Schemathesis fuzzes every query and mutation of the running service with a valid API key.

No generated request may end in a server error: neither a 5xx nor a GraphQL error with the
``INTERNAL`` code (an unexpected exception masked by the API). The run is bounded and repeatable:
a fixed seed, derandomized generation, no example database, ``MAX_EXAMPLES`` per operation.
"""

from __future__ import annotations

from typing import Any

import pytest
import schemathesis
from schemathesis import Case
from schemathesis.config import SchemathesisConfig
from schemathesis.schemas import BaseSchema

from hippograph.auth import ApiKeys
from hippograph.graph.driver import Database

MAX_EXAMPLES = 12
CONFIG: dict[str, Any] = {
    "seed": 20240611,
    "generation": {"max-examples": MAX_EXAMPLES, "deterministic": True, "database": "none"},
    # The coverage phase enumerates every case the schema allows: far too many for a test run.
    "phases": {"coverage": {"enabled": False}, "examples": {"enabled": False}},
    "checks": {"enabled": False, "not_a_server_error": {"enabled": True}},
    "request-timeout": 120,
}


@pytest.fixture
async def fuzz_key(db: Database, user_id: str) -> str:
    """A key for a namespace of its own: the fuzzer may forget everything in it."""
    return (await ApiKeys(db).create(user_id)).secret


@pytest.fixture
def graphql_schema(service_url: str, fuzz_key: str) -> BaseSchema:
    return schemathesis.graphql.from_url(
        f"{service_url}/graphql",
        headers={"Authorization": f"Bearer {fuzz_key}"},
        config=SchemathesisConfig.from_dict(CONFIG),
    )


schema = schemathesis.pytest.from_fixture("graphql_schema")


@schema.parametrize()
def test_no_server_errors(case: Case, fuzz_key: str) -> None:
    response = case.call(headers={"Authorization": f"Bearer {fuzz_key}"})
    case.validate_response(response)
    body = response.json()
    errors = body.get("errors") or [] if isinstance(body, dict) else []
    internal = [e for e in errors if (e.get("extensions") or {}).get("code") == "INTERNAL"]
    assert not internal, f"{case.body}\n{internal}"
