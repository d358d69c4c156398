"""Request limits answer with clear errors and stable codes."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from graphql import DocumentNode

from hippograph.schema.limits import _parsed, _validated, forget_documents
from hippograph.schema.root import build_schema
from hippograph.services import Services
from hippograph.settings import Settings, load_settings
from tests.api.client import Api


def test_too_deep(api: Api) -> None:
    nested = "{ entities { edges { node { edges { source { edges { target { edges { source { edges { target { name } } } } } } } } } } } }"
    assert api.code(nested) == "QUERY_TOO_DEEP"


def test_too_many_aliases(api: Api, settings: Settings) -> None:
    aliases = " ".join(f"a{i}: me {{ userId }}" for i in range(settings.graphql_max_aliases + 1))
    assert api.code(f"{{ {aliases} }}") == "TOO_MANY_ALIASES"


def test_too_many_tokens(api: Api, settings: Settings) -> None:
    fields = " ".join(["__typename"] * settings.graphql_max_tokens)
    assert api.code(f"{{ {fields} }}") == "QUERY_TOO_LARGE"


def test_oversized_inputs(api: Api, settings: Settings) -> None:
    remember = "mutation($m: String!) { remember(input: {userMessage: $m}) { episodeId } }"
    assert api.code(remember, {"m": "x" * (settings.max_text_chars + 1)}) == "BAD_INPUT"
    add = 'mutation($n: String!) { addEntity(input: {name: $n, type: "Person"}) { id } }'
    assert api.code(add, {"n": "n" * 201}) == "BAD_INPUT"
    assert api.code('{ recall(query: "") { query } }') == "BAD_INPUT"


def test_oversized_request_body(api: Api, settings: Settings) -> None:
    padding = "x" * (settings.graphql_max_request_bytes + 1)
    response = httpx.post(
        f"{api.url}/graphql",
        json={"query": "{ me { userId } }", "variables": {"p": padding}},
        headers=api.headers(),
    )
    assert response.status_code == 413
    assert response.json()["errors"][0]["extensions"]["code"] == "BAD_INPUT"


def test_page_size_and_hops(api: Api, settings: Settings) -> None:
    too_many = settings.graphql_max_page_size + 1
    assert api.code(f"{{ entities(first: {too_many}) {{ totalCount }} }}") == "BAD_INPUT"
    assert api.code(f"{{ facts(first: {too_many}) {{ totalCount }} }}") == "BAD_INPUT"
    assert api.code(f"{{ episodes(first: {too_many}) {{ totalCount }} }}") == "BAD_INPUT"
    assert api.code('{ entities(after: "garbage") { totalCount } }') == "BAD_INPUT"
    assert api.code('{ recall(query: "where do I live?", hops: 5) { query } }') == "BAD_INPUT"
    assert api.code("{ agentSelf { neighbors(hops: 5) { distance } } }") == "BAD_INPUT"
    agent = api.data("{ agentSelf { id } me { userId } }")
    assert (
        api.code(
            'query($a: ID!) { paths(fromId: $a, toId: "x", maxHops: 5) { hops } }',
            {"a": agent["agentSelf"]["id"]},
        )
        == "BAD_INPUT"
    )


def test_typed_errors(api: Api) -> None:
    assert api.code('{ entity(id: "no-such-id") { id } }') == "NOT_FOUND"
    assert api.code("{ entity { id } }") == "BAD_INPUT"
    assert api.code('{ entities(type: "Spaceship") { totalCount } }') == "INVALID_IDENTIFIER"
    agent = api.data("{ agentSelf { id } }")["agentSelf"]["id"]
    bad_relation = 'mutation($a: ID!) { addEdge(input: {sourceId: $a, relation: "KNOWS]->(x) DETACH DELETE x //", targetId: $a}) { id } }'
    assert api.code(bad_relation, {"a": agent}) == "INVALID_IDENTIFIER"
    assert api.code("mutation($a: ID!) { forgetEntity(id: $a) { facts } }", {"a": agent}) == "BAD_INPUT"
    assert api.code("{ domains { nope } }") == "GRAPHQL_VALIDATION"


async def test_introspection_can_be_turned_off(settings: Settings) -> None:
    query = "{ __schema { queryType { name } } }"
    allowed = await build_schema(settings).execute(query)
    assert allowed.errors is None
    closed = await build_schema(settings.model_copy(update={"graphql_introspection": False})).execute(query)
    assert closed.errors and closed.errors[0].extensions == {"code": "INTROSPECTION_DISABLED"}


async def test_a_cached_validation_still_rejects_and_codes(settings: Settings) -> None:
    # Documents are parsed and validated once (hippograph.schema.limits): the second request of a
    # document gets the cached verdict, still coded, and an unknown field stays an error.
    schema = build_schema(settings)
    for _ in range(2):
        result = await schema.execute("{ domains { nope } }")
        assert result.errors and result.errors[0].extensions == {"code": "GRAPHQL_VALIDATION"}
        nested = "{ entities { edges { node { edges { source { edges { target { edges { source { edges { target { name } } } } } } } } } } } }"
        deep = await schema.execute(nested)
        assert deep.errors and deep.errors[0].extensions == {"code": "QUERY_TOO_DEEP"}


async def test_a_known_document_is_not_hashed_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """The validation cache knows a document by the object the parse cache hands out: a request of
    a known document does not walk its tree to hash it (~0.4 ms for recall's, on every request)."""
    schema = build_schema(load_settings())
    await schema.execute("{ domains { nope } }")
    hashed = 0
    original = DocumentNode.__hash__

    def counted(self: Any) -> int:
        nonlocal hashed
        hashed += 1
        return original(self)

    monkeypatch.setattr(DocumentNode, "__hash__", counted)
    result = await schema.execute("{ domains { nope } }")
    assert result.errors and result.errors[0].extensions == {"code": "GRAPHQL_VALIDATION"}
    assert hashed == 0


async def test_an_erasure_empties_the_document_caches(settings: Settings, services: Services) -> None:
    # A client may inline a user's words in a document: forgetting anyone drops every cached one.
    schema = build_schema(settings)
    await schema.execute('{ domains { nope } } # "my secret diagnosis"')
    assert _parsed.cache_info().currsize and _validated.cache_info().currsize
    services.erasures.also_purge(forget_documents)
    services.erasures.purge("someone")
    assert _parsed.cache_info().currsize == 0 and _validated.cache_info().currsize == 0
