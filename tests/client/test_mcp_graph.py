"""The Neo4j-MCP-memory-style graph tools over a real stdio session against the running service."""

from __future__ import annotations

import os
import sys
import time

import pytest

from hippograph.auth import ApiKeys
from hippograph.graph.driver import Database
from hippograph.graph.vocabulary import ENTITY_TYPES
from hippograph.mcp_graph import entity_type, relation_type, split_observation
from tests.client.mcp import mcp_session, structured

GRAPH_TOOLS = {
    "create_entities", "create_relations", "add_observations", "delete_entities", "delete_relations",
    "delete_observations", "search_nodes", "open_nodes", "read_graph", "remember", "recall",
}  # fmt: skip
START_BOUND_S = 10.0  # generous for a loaded machine; the goal (< 2 s) is measured by bench/cli_startup.py


@pytest.fixture
async def secret(db: Database, user_id: str) -> str:
    return (await ApiKeys(db).create(user_id)).secret


def _names(graph: dict[str, object]) -> set[str]:
    return {e["name"] for e in graph["entities"]}  # type: ignore[attr-defined,index]


async def test_graph_tools_over_stdio(service_url: str, secret: str) -> None:
    started = time.perf_counter()
    async with mcp_session(service_url, secret) as session:
        assert time.perf_counter() - started < START_BOUND_S
        assert {tool.name for tool in (await session.list_tools()).tools} >= GRAPH_TOOLS

        async def call(tool: str, **arguments: object) -> dict[str, object]:
            result = await session.call_tool(tool, arguments)
            assert not result.is_error, result.content
            return structured(result)

        made = await call("create_entities", entities=[
            {"name": "Ada Quill", "entityType": "person", "observations": ["job title: engineer", "Speaks Welsh"]},
            {"name": "Quillworks", "type": "organization", "observations": []},
        ])  # fmt: skip
        ada = made["entities"][0]  # type: ignore[index]
        assert (ada["type"], sorted(ada["observations"])) == (
            "Person",
            ["Speaks Welsh", "job title: engineer"],
        )
        assert made["entities"][1]["type"] == "Org"  # type: ignore[index]

        related = await call("create_relations", relations=[
            {"source": "Ada Quill", "target": "Quillworks", "relationType": "works at"}
        ])  # fmt: skip
        assert related["relations"][0]["relationType"] == "WORKS_AT"  # type: ignore[index]
        added = await call("add_observations", observations=[
            {"entityName": "Ada Quill", "observations": ["Speaks Welsh", "hometown: Cardiff"]}
        ])  # fmt: skip
        assert added["added"][0]["addedObservations"] == ["hometown: Cardiff"]  # type: ignore[index]

        opened = await call("open_nodes", names=["Ada Quill", "Quillworks", "Nobody"])
        assert _names(opened) == {"Ada Quill", "Quillworks"} and opened["missing"] == ["Nobody"]
        assert [(r["source"], r["relationType"], r["target"]) for r in opened["relations"]] == [  # type: ignore[attr-defined]
            ("Ada Quill", "WORKS_AT", "Quillworks")
        ]
        found = await call("search_nodes", query="Where is Ada from?")
        assert "Ada Quill" in _names(found)
        page = await call("read_graph", limit=1)
        assert len(page["entities"]) == 1 and page["next"]  # type: ignore[arg-type]
        rest = await call("read_graph", limit=100, after=page["next"])
        assert _names(page) | _names(rest) >= {"Ada Quill", "Quillworks"}

        await call(
            "delete_observations", deletions=[{"entityName": "Ada Quill", "observations": ["Speaks Welsh"]}]
        )
        await call("delete_relations", relations=[
            {"source": "Ada Quill", "target": "Quillworks", "relationType": "WORKS_AT"}
        ])  # fmt: skip
        after = await call("open_nodes", names=["Ada Quill"])
        assert "Speaks Welsh" not in after["entities"][0]["observations"] and after["relations"] == []  # type: ignore[index]
        await call("delete_entities", entityNames=["Quillworks"])
        assert (await call("open_nodes", names=["Quillworks"]))["missing"] == ["Quillworks"]


async def test_tool_errors_carry_message_and_code(service_url: str, secret: str) -> None:
    async with mcp_session(service_url, secret) as session:
        missing = await session.call_tool("forget_fact", {"fact_id": "no-such-fact"})
        assert missing.is_error and "NOT_FOUND: no fact" in str(missing.content)
        bad_type = await session.call_tool(
            "create_entities", {"entities": [{"name": "X", "type": "spaceship", "observations": []}]}
        )
        assert bad_type.is_error and "INVALID_IDENTIFIER: invalid entity type 'spaceship'" in str(
            bad_type.content
        )
        bad_relation = await session.call_tool(
            "delete_relations", {"relations": [{"source": "Nobody", "target": "X", "relationType": "KNOWS"}]}
        )
        assert bad_relation.is_error and "NOT_FOUND" in str(bad_relation.content)
        too_many = await session.call_tool("read_graph", {"limit": 100000})
        assert too_many.is_error and "BAD_INPUT: limit must be 1-100" in str(too_many.content)


def test_the_mapping_onto_hippographs_model() -> None:
    assert (
        entity_type("ORGANIZATION", ENTITY_TYPES) == "Org" and entity_type("place", ENTITY_TYPES) == "Place"
    )
    assert entity_type("Spaceship", ENTITY_TYPES) == "Spaceship"  # refused by the service, with its code
    assert relation_type(" works-at ") == "WORKS_AT"
    assert split_observation("Job Title: chief engineer") == ("job_title", "chief engineer")
    assert split_observation("Likes tea, not coffee") == ("note", "Likes tea, not coffee")
    assert split_observation("http://example.org") == ("note", "http://example.org")


def test_mcp_command_imports_no_server_module() -> None:
    """``hippograph mcp`` is a client: building its server loads neither the database nor the models."""
    probe = (
        "import sys; from hippograph.mcp_server import build_server; build_server('http://127.0.0.1:9', None); "
        "print(sorted(m for m in ('neo4j', 'neomodel', 'torch', 'spacy', 'strawberry', 'numpy') if m in sys.modules))"
    )
    import subprocess

    done = subprocess.run(
        [sys.executable, "-c", probe],
        env={**os.environ},
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert done.stdout.strip() == "[]"
