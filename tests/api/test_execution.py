"""GraphQL execution's short path for plain fields (hippograph/schema/execution.py): the same
answer and the same errors as graphql-core's own path, with no resolve-info object built for a
plain scalar or enum field, nor for a plain object or list of them."""

from __future__ import annotations

import dataclasses
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
    child: Leaf | None = None
    children: list[Leaf] = dataclasses.field(default_factory=list)
    grid: list[list[int | None]] = dataclasses.field(default_factory=list)
    sparse: list[Leaf | None] = dataclasses.field(default_factory=list)

    @strawberry.field
    def shout(self, times: int = 1) -> str:
        return self.name.upper() * times


def _leaf(name: str, *, broken: Any = 3, missing: Any = "m", **more: Any) -> Leaf:
    return Leaf(
        name=name,
        count=len(name),
        ratio=None,
        colour=Colour.BLUE,
        tags=[name],
        broken=broken,
        missing=missing,
        **more,
    )


@strawberry.type
class Query:
    @strawberry.field
    def leaves(self) -> list[Leaf]:
        return [
            Leaf(name="a", count=1, ratio=0.5, colour=Colour.RED, tags=["x"], broken=3, missing="m"),
            Leaf(name="b", count=2, ratio=None, colour=Colour.BLUE, tags=[], broken="three", missing=None),  # type: ignore[arg-type]
        ]

    @strawberry.field
    def tree(self) -> list[Leaf]:
        """Plain objects and lists nested, a bad value deep in the second."""
        deep = _leaf("deep", broken="three", missing=None)
        return [
            _leaf(
                "one",
                child=_leaf("kid"),
                children=[_leaf("x"), _leaf("y")],
                grid=[[1, None], []],
                sparse=[None],
            ),
            _leaf("two", child=deep, children=[_leaf("z"), deep], grid=[[3]], sparse=[_leaf("s"), None]),
        ]


DOCUMENTS = (
    "{ leaves { name count ratio colour tags shout(times: 2) } }",
    "{ leaves { name alias: count __typename } }",
    "{ leaves { name broken } }",
    "{ leaves { count missing } }",
    "{ tree { name child { name tags } children { name colour } grid sparse { count } } }",
    "{ tree { name child { name broken } } }",
    "{ tree { children { count missing } } }",
    "{ tree { children { name __typename } child { shout } } }",
    "{ tree { other: children { count } children { name } ...F } } fragment F on Leaf { child { ratio } }",
    "query($no: Boolean!) { tree { children { name broken @skip(if: $no) } } }",
    "query($no: Boolean!) { tree { children { name missing @include(if: $no) } } }",
)


@pytest.mark.parametrize("document", DOCUMENTS)
async def test_the_short_path_answers_as_graphql_core_does(document: str) -> None:
    """A guard: data, error messages, paths and locations alike, with nulls, enums, lists,
    arguments, aliases, nested objects and lists, fragments, @skip/@include, a value that does not
    coerce and a null on a non-null field (at the top and deep inside a list)."""
    plain = strawberry.Schema(query=Query)
    short = strawberry.Schema(query=Query, execution_context_class=PlainLeafExecution)
    variables = {"no": True}
    expected = await plain.execute(document, variable_values=variables)
    got = await short.execute(document, variable_values=variables)
    assert got.data == expected.data
    assert [e.formatted for e in got.errors or []] == [e.formatted for e in expected.errors or []]
    fails = ("broken" in document or "missing" in document) and "@skip" not in document
    assert (expected.errors is not None) == fails


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
    """The service's schema: the episodes, a list of plain objects (their explanations and channel
    hits too), are completed without graphql-core's resolve-info object; only ``recall``, which has
    a resolver, gets one (on graphql-core's own path every field did: 262 here; with the plain
    leaves alone, every object and list: 22)."""
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
    assert built == 1
