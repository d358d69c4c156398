from __future__ import annotations

import socket
from pathlib import Path

import httpx
import pytest

from hippograph.errors import PortInUseError
from hippograph.localneo4j import LocalNeo4j
from hippograph.localneo4j.server import free_port
from hippograph.settings import load_settings
from tests.conftest import Neo4jUnderTest


def test_browser_is_served_on_the_http_port(neo4j: Neo4jUnderTest) -> None:
    if neo4j.server is None:
        pytest.skip("the tests use an existing Neo4j (NEO4J_URI); no local HTTP port to check")
    response = httpx.get(f"{neo4j.server.http_url}/browser/", timeout=10)
    assert response.status_code == 200
    assert "<title>Neo4j Browser</title>" in response.text


def test_status_reports_the_running_server(neo4j: Neo4jUnderTest) -> None:
    if neo4j.server is None:
        pytest.skip("no local server in this run")
    status = neo4j.server.status()
    assert status.running and status.pid
    assert status.uri == neo4j.server.uri


def test_password_file_is_private(neo4j: Neo4jUnderTest) -> None:
    if neo4j.server is None:
        pytest.skip("no local server in this run")
    assert neo4j.server.password_file.stat().st_mode & 0o777 == 0o600


def test_start_fails_naming_the_taken_bolt_port(tmp_path: Path) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as blocker:
        blocker.bind(("127.0.0.1", 0))
        blocker.listen()
        taken = blocker.getsockname()[1]
        server = LocalNeo4j(load_settings(), home=tmp_path, bolt_port=taken, http_port=free_port())
        with pytest.raises(PortInUseError, match=f"port {taken} "):
            server.start()
    assert not server.status().running


def test_a_2026_server_keeps_its_vector_indexes_in_few_segments(neo4j: Neo4jUnderTest) -> None:
    """Each Lucene segment of a vector index is an HNSW graph of its own that every search walks:
    the 2026 server compacts an index once populated and merges at Lucene's usual factor after
    (2026.08 keeps up to 50 a level); 5.26 knows neither setting, and its strict validation would
    stop the server at an unknown key."""
    if neo4j.server is None:
        pytest.skip("no local server in this run")
    written = (neo4j.server.config.conf_dir / "neo4j.conf").read_text(encoding="utf-8")
    compaction = "internal.dbms.index.vector.post_population_compaction=FULL"
    merge = "internal.dbms.index.vector.standard_merge_factor=10"
    if neo4j.settings.neo4j_server == "2026":
        assert compaction in written and merge in written
    else:
        assert "internal.dbms.index.vector" not in written
    assert neo4j.server.status().running  # the server accepted them
