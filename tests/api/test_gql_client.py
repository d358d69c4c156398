"""A real GraphQL client library (``gql`` over httpx) runs the README's queries against the service.

The client fetches the schema by introspection and validates every document against it before
sending, so these are also the queries the README may show verbatim:

* ``DOMAINS``: the README's GraphiQL example, as written there;
* ``REMEMBER`` and ``RECALL``: one turn remembered, then recalled with its explanation.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from gql import Client, GraphQLRequest, gql
from gql.client import AsyncClientSession
from gql.transport.exceptions import TransportQueryError, TransportServerError
from gql.transport.httpx import HTTPXAsyncTransport

from tests.api.conftest import MakeApi

DOMAINS = "{ domains { id slug name layer rate factCount } }"
REMEMBER = """
mutation Remember($input: RememberInput!) {
  remember(input: $input) {
    episodeId
    duplicate
    facts { id field value domainId action }
    entities { name type method }
  }
}
"""
RECALL = """
query Recall($query: String!, $limit: Int!) {
  recall(query: $query, limit: $limit) {
    facts {
      field
      value
      domainId
      entity { name role }
      explanation {
        channels { channel rank }
        provenance { sessionId speaker occurredAt snippet }
      }
    }
    agentSelf { field value }
    routing { primary related }
  }
}
"""


def transport(url: str, key: str | None) -> HTTPXAsyncTransport:
    headers = {"Authorization": f"Bearer {key}"} if key else {}
    return HTTPXAsyncTransport(url=f"{url}/graphql", headers=headers, timeout=120)


@pytest.fixture
async def session(make_api: MakeApi, service_url: str) -> AsyncIterator[AsyncClientSession]:
    api = await make_api()
    async with Client(transport=transport(service_url, api.key), fetch_schema_from_transport=True) as opened:
        yield opened


async def test_the_readme_domains_query(session: AsyncClientSession) -> None:
    result = await session.execute(gql(DOMAINS))
    domains = result["domains"]
    assert [d["id"] for d in domains] == list(range(1, 15))
    assert domains[1] == {
        "id": 2, "slug": "health", "name": "Body & Health", "layer": "core", "rate": "months", "factCount": 0,
    }  # fmt: skip


async def test_remember_then_recall(session: AsyncClientSession) -> None:
    turn = {"userMessage": "I'm allergic to shellfish", "sessionId": "dinner-1"}
    remembered = (await session.execute(GraphQLRequest(REMEMBER, variable_values={"input": turn})))[
        "remember"
    ]
    assert remembered["duplicate"] is False
    assert [(f["value"], f["domainId"], f["action"]) for f in remembered["facts"]] == [
        ("shellfish", 2, "created")
    ]

    asked = GraphQLRequest(RECALL, variable_values={"query": "What am I allergic to?", "limit": 5})
    recall = (await session.execute(asked))["recall"]
    fact = next(f for f in recall["facts"] if f["value"] == "shellfish")
    assert fact["entity"]["role"] == "user"
    assert fact["explanation"]["channels"]
    assert fact["explanation"]["provenance"]["sessionId"] == "dinner-1"
    assert 2 in recall["routing"]["primary"] + recall["routing"]["related"]

    domains = (await session.execute(gql(DOMAINS)))["domains"]
    assert next(d for d in domains if d["slug"] == "health")["factCount"] == 1


async def test_an_invalid_document_is_refused_by_the_client(session: AsyncClientSession) -> None:
    from graphql import GraphQLError

    with pytest.raises(GraphQLError, match="nope"):
        await session.execute(gql("{ domains { nope } }"))


async def test_errors_reach_the_client_with_their_code(session: AsyncClientSession) -> None:
    with pytest.raises(TransportQueryError) as raised:
        await session.execute(GraphQLRequest("query F($id: ID!) { factHistory(id: $id) { id } }",
                                             variable_values={"id": "no-such-fact"}))  # fmt: skip
    assert raised.value.errors and raised.value.errors[0]["extensions"]["code"] == "NOT_FOUND"


async def test_without_a_key_the_request_is_rejected(service_url: str) -> None:
    async with Client(transport=transport(service_url, None)) as anonymous:
        with pytest.raises((TransportQueryError, TransportServerError)):
            await anonymous.execute(gql(DOMAINS))
