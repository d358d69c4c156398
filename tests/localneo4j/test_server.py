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
