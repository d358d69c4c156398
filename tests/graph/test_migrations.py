from __future__ import annotations

import pytest

from hippograph.graph.domains import DOMAINS
from hippograph.graph.driver import Database, ServerInfo
from hippograph.graph.migrations import migrate
from tests.conftest import Neo4jUnderTest

RELEASES = {"2026": "2026.", "5.26": "5.26."}


async def test_the_server_detected_is_the_one_started(db: Database, neo4j: Neo4jUnderTest) -> None:
    rows = await db.run_statement(
        "CALL dbms.components() YIELD name, versions, edition RETURN name, versions, edition"
    )
    assert rows[0]["name"] == "Neo4j Kernel"
    assert db.server.version == rows[0]["versions"][0]
    assert db.server.edition == rows[0]["edition"]
    if neo4j.server is not None:  # started by the tests: the line asked for, Community
        assert db.server.version.startswith(RELEASES[neo4j.settings.neo4j_server])
        assert db.server.edition == "community"
    assert db.server.cypher25 == db.server.version.startswith("2026.")


async def test_vector_indexes_filter_by_namespace_where_the_server_can(db: Database) -> None:
    vectors = [row for row in await db.read("schema/show_indexes") if row["type"] == "VECTOR"]
    assert len(vectors) == 3
    for row in vectors:
        expected = ["embedding", "user_id"] if db.server.cypher25 else ["embedding"]
        assert row["properties"] == expected, row["name"]


async def test_migrating_twice_changes_nothing(db: Database) -> None:
    constraints = await db.read("schema/show_constraints")
    indexes = await db.read("schema/show_indexes")
    report = await migrate(db)
    assert report.applied == []
    assert await db.read("schema/show_constraints") == constraints
    assert await db.read("schema/show_indexes") == indexes


async def test_every_index_is_online(db: Database) -> None:
    indexes = await db.read("schema/show_indexes")
    kinds = {row["name"]: row["type"] for row in indexes}
    for name in ("fact_embedding", "entity_embedding", "episode_embedding"):
        assert kinds[name] == "VECTOR"
    for name in ("fact_fulltext", "entity_fulltext", "episode_fulltext"):
        assert kinds[name] == "FULLTEXT"
    assert {row["name"]: row["state"] for row in indexes if row["state"] != "ONLINE"} == {}


async def test_vector_indexes_are_384_cosine(db: Database) -> None:
    for row in await db.read("schema/show_indexes"):
        if row["type"] == "VECTOR":
            config = row["options"]["indexConfig"]
            assert config["vector.dimensions"] == 384
            assert config["vector.similarity_function"].lower() == "cosine"


async def test_fourteen_domains_after_repeated_seeding(db: Database) -> None:
    await migrate(db)
    rows = await db.run_statement(
        "MATCH (d:Domain) RETURN d.id AS id, d.slug AS slug, d.name AS name, d.layer AS layer,"
        " d.description AS description, d.rate AS rate ORDER BY id"
    )
    assert rows == [domain.as_params() for domain in DOMAINS]
    assert [row["name"] for row in rows][:2] == ["Identity & Self", "Body & Health"]


async def test_migrations_are_recorded_in_order(db: Database) -> None:
    rows = await db.read("schema/list_migrations")
    ids = [row["id"] for row in rows]
    assert ids == sorted(ids)
    assert ids[0].startswith("0001_")


@pytest.mark.parametrize(
    ("kernel", "cypher", "filtered"),
    [("5.26.30", None, False), ("2025.10.1", ["5", "25"], False), ("2026.01.0", ["5", "25"], True),
     ("2026.08.1", ["5", "25"], True), ("2026.08.1", ["5"], False)],
)  # fmt: skip
def test_filtered_vector_search_is_detected_from_the_components(
    kernel: str, cypher: list[str] | None, filtered: bool
) -> None:
    rows = [{"name": "Neo4j Kernel", "versions": [kernel], "edition": "community"}]
    if cypher is not None:
        rows.append({"name": "Cypher", "versions": cypher, "edition": ""})
    server = ServerInfo.from_components(rows)
    assert server.version == kernel and server.cypher25 is filtered
