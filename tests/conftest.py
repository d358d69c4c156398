"""Session fixtures: one real Neo4j for the whole run, a fresh user namespace per test.

With ``NEO4J_URI`` (and ``NEO4J_PASSWORD``) set, the tests use that server; otherwise they start a
throw-away local Neo4j on free ports with the same code as ``hippograph neo4j start``.
"""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass

import pytest

from hippograph.app import create_app
from hippograph.graph.driver import Database, connect
from hippograph.graph.migrations import migrate
from hippograph.localneo4j import LocalNeo4j
from hippograph.localneo4j.server import free_port
from hippograph.services import Services, open_services
from hippograph.settings import Settings, load_settings
from tests.serving import serve

# The hygiene jobs rewrite every namespace when their cron is due: a test run that crosses 03:00
# must not have its facts decayed, merged or archived under it. Tests run the jobs explicitly.
QUIET_HYGIENE = {f"hygiene_{job}_schedule": "0 0 1 1 *" for job in ("decay", "compact", "prune")}


@dataclass(frozen=True)
class Neo4jUnderTest:
    settings: Settings
    server: LocalNeo4j | None  # None when the tests use an existing server


@pytest.fixture(scope="session")
def neo4j(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Neo4jUnderTest]:
    base = load_settings(neo4j_heap="1g", neo4j_pagecache="512m", **QUIET_HYGIENE)
    if base.neo4j_uri:
        yield Neo4jUnderTest(base, None)
        return
    server = LocalNeo4j(
        base,
        home=tmp_path_factory.mktemp("neo4j"),
        bolt_port=free_port(),
        http_port=free_port(),
    )
    server.start()
    user, password = server.credentials()
    settings = load_settings(
        neo4j_uri=server.uri, neo4j_user=user, neo4j_password=password, neo4j_heap="1g", **QUIET_HYGIENE
    )
    try:
        yield Neo4jUnderTest(settings, server)
    finally:
        server.stop()


@pytest.fixture(scope="session")
def settings(neo4j: Neo4jUnderTest) -> Settings:
    return neo4j.settings


@pytest.fixture(scope="session")
async def db(settings: Settings) -> AsyncIterator[Database]:
    async with connect(settings) as database:
        await migrate(database)
        yield database


@pytest.fixture(scope="session")
async def services(settings: Settings) -> AsyncIterator[Services]:
    """The service's parts (models loaded once per session) on the test Neo4j."""
    async with open_services(settings) as built:
        yield built


@pytest.fixture
def user_id() -> str:
    """A namespace no other test uses."""
    return f"test_{uuid.uuid4().hex[:12]}"


@pytest.fixture(scope="session")
def service_url(settings: Settings) -> Iterator[str]:
    """The real service, served by uvicorn on a free port in a background thread."""
    with serve(create_app(settings)) as url:
        yield url
