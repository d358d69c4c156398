"""Schemathesis fuzzes every query and mutation of the running service with a valid API key.

The operations come from the committed ``schema.graphql`` (``test_schema_sdl`` keeps it equal to
the served schema), so they are known at collection and each one is a test of its own.

No generated request may end in a server error: neither a 5xx nor a GraphQL error without a code
or with the ``INTERNAL`` one (an unexpected exception, masked by the API). Expected failures are
GraphQL errors with their own codes (``BAD_INPUT``, ``NOT_FOUND``, …), so schemathesis' own
``not_a_server_error``, which counts every execution error as a server error, is replaced by that
rule; its response checks (a JSON object, no null in a non-null field) stay on.

The run is bounded and repeatable: a fixed seed, derandomized generation, no example database,
``MAX_EXAMPLES`` per operation.
"""

from __future__ import annotations

import gc
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import requests
import schemathesis
from schemathesis import Case
from schemathesis.config import SchemathesisConfig

from hippograph.auth import ApiKeys
from hippograph.graph.driver import Database

MAX_EXAMPLES = 20
CONFIG: dict[str, Any] = {
    "seed": 20240611,
    "generation": {"max-examples": MAX_EXAMPLES, "deterministic": True, "database": "none"},
    # The coverage phase enumerates every case the schema allows: far too many for a test run.
    "phases": {"coverage": {"enabled": False}, "examples": {"enabled": False}},
    "checks": {"enabled": False, "response_schema_conformance": {"enabled": True}},
    "request-timeout": 120,
}


# Fuzzed documents often fail a non-null field; graphql-core then cancels the request's pending
# resolvers, and the neo4j driver does not close the socket of a connection attempt cancelled midway
# (its cleanup catches Exception, not CancelledError). The GC closes it later with a ResourceWarning:
# expected here, and collected before the module ends so that it cannot fail a later test.
pytestmark = pytest.mark.filterwarnings(
    "ignore:Exception ignored in. <socket.socket:pytest.PytestUnraisableExceptionWarning"
)


@pytest.fixture(scope="module", autouse=True)
def collect_leaked_sockets() -> Iterator[None]:
    yield
    gc.collect()


@pytest.fixture(scope="module")
async def fuzz_key(db: Database) -> str:
    """A key for a namespace of its own (the fuzzer may forget everything in it), shared by the
    operations: Hypothesis runs many inputs per test, so the fixture may not be function-scoped."""
    return (await ApiKeys(db).create(f"test_fuzz_{uuid.uuid4().hex[:12]}")).secret


@pytest.fixture(scope="module")
def http() -> Iterator[requests.Session]:
    """One connection pool for every call, closed at the end (no socket left for the GC to warn about)."""
    with requests.Session() as session:
        yield session


schema = schemathesis.graphql.from_path(
    Path(__file__).resolve().parents[2] / "schema.graphql", config=SchemathesisConfig.from_dict(CONFIG)
)


@schema.parametrize()
def test_no_server_errors(case: Case, service_url: str, fuzz_key: str, http: requests.Session) -> None:
    response = case.call(
        base_url=f"{service_url}/graphql", session=http, headers={"Authorization": f"Bearer {fuzz_key}"}
    )
    assert response.status_code < 500, f"{case.body}\n{response.text}"
    case.validate_response(response)
    errors = response.json().get("errors") or []
    unexpected = [e for e in errors if (e.get("extensions") or {}).get("code", "INTERNAL") == "INTERNAL"]
    assert not unexpected, f"{case.body}\n{unexpected}"
