"""GraphQL execution's short path for plain leaf fields (hippograph/schema/execution.py): the same
answer and the same errors as graphql-core's own path, with no resolve-info object built for a
plain scalar or enum field."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

import pytest
import strawberry
from strawberry.schema.schema import StrawberryGraphQLCoreExecutionContext

from hippograph.auth import Principal
from hippograph.recall.memory import ChannelHit, Memory, RecalledEpisode
from hippograph.recall.router import Routing
from hippograph.resolvers.context import Context
from hippograph.schema.execution import PlainLeafExecution
from hippograph.schema.root import build_schema
from hippograph.settings import load_settings


@strawberry.enum
class Colour(enum.Enum):
    RED = "red"
    BLUE = "blue"


@strawberry.type
class Leaf:
    name: str
    count: int
    ratio: float | None
    colour: Colour
    tags: list[str]
    broken: int  # holds a string: the coercion fails
    missing: str  # holds None: a null on a non-null field

    @strawberry.field
    def shout(self, times: int = 1) -> str:
        return self.name.upper() * times


@strawberry.type
class Query:
    @strawberry.field
    def leaves(self) -> list[Leaf]:
        return [
            Leaf(name="a", count=1, ratio=0.5, colour=Colour.RED, tags=["x"], broken=3, missing="m"),
            Leaf(name="b", count=2, ratio=None, colour=Colour.BLUE, tags=[], broken="three", missing=None),  # type: ignore[arg-type]
        ]


DOCUMENTS = (
    "{ leaves { name count ratio colour tags shout(times: 2) } }",
    "{ leaves { name alias: count __typename } }",
    "{ leaves { name broken } }",
    "{ leaves { count missing } }",
)


@pytest.mark.parametrize("document", DOCUMENTS)
async def test_the_short_path_answers_as_graphql_core_does(document: str) -> None:
    """A guard: data, error messages, paths and locations alike, with nulls, enums, lists,
    arguments, aliases, a value that does not coerce and a null on a non-null field."""
    plain = strawberry.Schema(query=Query)
    short = strawberry.Schema(query=Query, execution_context_class=PlainLeafExecution)
    expected, got = await plain.execute(document), await short.execute(document)
    assert got.data == expected.data
    assert [e.formatted for e in got.errors or []] == [e.formatted for e in expected.errors or []]
    assert (expected.errors is not None) == ("broken" in document or "missing" in document)


class _Recaller:
    """Hands out one recall answer: what is counted here is GraphQL's work on it."""

    def __init__(self, memory: Memory) -> None:
        self.memory = memory

    async def recall(self, *_: Any) -> Memory:
        return self.memory


@dataclass
class _Services:
    recaller: _Recaller
    db: None = None


async def test_a_recall_answer_builds_no_resolve_info_for_its_plain_fields(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The service's schema: each episode's plain fields (six, and three per channel hit) are read
    without graphql-core's resolve-info object; only the fields holding an object or a list, and
    those with a resolver, get one (on graphql-core's own path every field did: 262 here)."""
    hits = [ChannelHit("vector", 1, 0.5), ChannelHit("fulltext", 2, 0.25)]
    episodes = [
        RecalledEpisode(f"ep{n}", "s1", None, "Ana", None, f"turn {n}", 1.0 / n, hits) for n in range(1, 11)
    ]
    memory = Memory("q", [], episodes, [], [], [], Routing([1], []), [], [])
    document = """{ recall(query: "q") { episodes { id sessionId speaker content score
        explanation { channels { channel rank score } } } } }"""
    built = 0
    original = StrawberryGraphQLCoreExecutionContext.build_resolve_info

    def counted(self: Any, *args: Any) -> Any:
        nonlocal built
        built += 1
        return original(self, *args)

    monkeypatch.setattr(StrawberryGraphQLCoreExecutionContext, "build_resolve_info", counted)
    principal = Principal(user_id="u", admin=False, key_id=None, key_prefix=None)
    context = Context(_Services(_Recaller(memory)), principal)  # type: ignore[arg-type]
    result = await build_schema(load_settings()).execute(document, context_value=context)
    assert result.errors is None and result.data is not None
    assert [e["content"] for e in result.data["recall"]["episodes"]] == [f"turn {n}" for n in range(1, 11)]
    # recall and episodes, then per episode its explanation and its channels
    assert built == 2 + 10 * 2
