"""The hygiene surface end to end: recall's ``ranking`` and ``includeArchived`` arguments and
``runHygiene`` over GraphQL, the thin client and the MCP recall tool."""

from __future__ import annotations

import json

import pytest

from hippograph.auth import ApiKeys
from hippograph.client import AsyncHippoGraph, HippoGraph
from hippograph.errors import HippoGraphError
from hippograph.graph.driver import Database
from tests.api.client import Api
from tests.client.mcp import mcp_session

ARCHIVE = "MATCH (f:Fact {user_id: $user_id, value: $value}) SET f.archived = true"
ADD_ENTITY = 'mutation { addEntity(input: {name: "Anna Lindqvist", type: "Person"}) { id } }'
ADD_FACT = """mutation($e: ID!, $v: String!) {
  addFact(input: {entityId: $e, field: "hobby", value: $v, domainId: 11}) { id } }"""
QUERY = "Anna's hobby: kayaking or climbing?"
RECALL = """query($q: String!, $ranking: RankingPreset!, $archived: Boolean!) {
  recall(query: $q, ranking: $ranking, includeArchived: $archived) {
    facts { value score explanation { channels { channel score } } } } }"""


@pytest.fixture
async def secret(db: Database, user_id: str) -> str:
    return (await ApiKeys(db).create(user_id)).secret


def add_hobbies(memory: HippoGraph) -> None:
    anna = memory.execute(ADD_ENTITY)["addEntity"]["id"]
    for value in ("kayaking", "climbing"):
        memory.execute(ADD_FACT, {"e": anna, "v": value})


def values(api: Api, ranking: str, archived: bool) -> list[str]:
    data = api.data(RECALL, {"q": QUERY, "ranking": ranking, "archived": archived})
    return [fact["value"] for fact in data["recall"]["facts"]]


async def test_recall_ranking_and_archive_arguments(
    service_url: str, secret: str, db: Database, user_id: str
) -> None:
    api = Api(service_url, secret)
    with HippoGraph(service_url, secret) as memory:
        add_hobbies(memory)
    await db.run_statement(ARCHIVE, user_id=user_id, value="climbing")
    for ranking in ("DEFAULT", "KEYWORD"):
        assert "kayaking" in values(api, ranking, archived=False)
        assert "climbing" not in values(api, ranking, archived=False)
        assert "climbing" in values(api, ranking, archived=True)
    keyword = api.data(RECALL, {"q": "kayaking", "ranking": "KEYWORD", "archived": False})["recall"]["facts"]
    bm25 = next(hit["score"] for hit in keyword[0]["explanation"]["channels"] if hit["channel"] == "fulltext")
    assert keyword[0]["value"] == "kayaking" and keyword[0]["score"] > 0 and bm25 > 0
    assert api.code(RECALL, {"q": QUERY, "ranking": "BM25", "archived": False}) == "GRAPHQL_VALIDATION"


async def test_client_runs_hygiene_in_its_own_namespace(service_url: str, secret: str) -> None:
    with HippoGraph(service_url, secret) as memory:
        add_hobbies(memory)
        report = memory.run_hygiene("decay")
        assert (report.job, report.scored, report.archived) == ("decay", 2, 0)
        found = memory.recall("kayaking", ranking="keyword", include_archived=True)
        assert found.facts[0].fact.value == "kayaking"
    async with AsyncHippoGraph(service_url, secret) as client:
        assert (await client.run_hygiene("prune")).archived == 0  # far below the size limit
        assert (await client.run_hygiene("compact")).job == "compact"
        found = await client.recall("kayaking", ranking="keyword")
        assert found.facts[0].fact.value == "kayaking"
        with pytest.raises(HippoGraphError, match="BM25") as raised:
            await client.recall("kayaking", ranking="bm25")  # type: ignore[arg-type]
        assert raised.value.code == "GRAPHQL_VALIDATION"


async def test_mcp_recall_takes_a_ranking(service_url: str, secret: str) -> None:
    with HippoGraph(service_url, secret) as memory:
        add_hobbies(memory)
    async with mcp_session(service_url, secret) as session:
        result = await session.call_tool("recall", {"query": "kayaking", "ranking": "keyword"})
        found = json.loads(result.content[0].text)  # type: ignore[union-attr]
        assert found["facts"][0]["value"] == "kayaking"
