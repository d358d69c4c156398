"""A rich namespace built through the real API, and exports of namespaces to files."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from hippograph.clock import ManualClock
from hippograph.graph.driver import Database
from hippograph.transfer.dump import dump
from tests import test_cli as cli_tests
from tests.api import conftest as api_fixtures
from tests.api.client import Api

# The API and CLI tests' fixtures, shared rather than copied.
keys = api_fixtures.keys
make_api = api_fixtures.make_api
api = api_fixtures.api
env = cli_tests.env

EXPORTED_AT = datetime(2026, 1, 1, tzinfo=UTC)

ADD_ENTITY = 'mutation($n: String!, $a: [String!]!) { addEntity(input: {name: $n, type: "Person", aliases: $a}) { id } }'
ADD_EDGE = "mutation($s: ID!, $r: String!, $t: ID!) { addEdge(input: {sourceId: $s, relation: $r, targetId: $t}) { id } }"


def build_rich_namespace(client: Api) -> None:
    """Turns with a supersede, several values of one field, agent self-facts, typed edges,
    aliases, a merge, a note (both tiers) and a reminder: every kind of node the service makes."""
    for turn in (
        "I live in Porto",
        "I moved to Lisbon",  # supersedes the city
        "I'm allergic to shellfish",
        "I'm allergic to peanuts",
        "My sister Ana works at Google",
        "You should always answer in Portuguese",
    ):
        client.data("mutation($t: String!) { remember(input: {userMessage: $t}) { episodeId } }", {"t": turn})
    robert = client.data(ADD_ENTITY, {"n": "Robert", "a": ["Bobby"]})["addEntity"]["id"]
    bob = client.data(ADD_ENTITY, {"n": "Bob Smith", "a": []})["addEntity"]["id"]
    carol = client.data(ADD_ENTITY, {"n": "Carol", "a": []})["addEntity"]["id"]
    client.data(ADD_EDGE, {"s": robert, "r": "FRIEND_OF", "t": carol})
    client.data(
        "mutation($k: ID!, $d: ID!) { mergeEntities(keepId: $k, dropId: $d) { id } }", {"k": bob, "d": robert}
    )
    agent = client.data("{ agentSelf { id } }")["agentSelf"]["id"]
    add_fact = 'mutation($e: ID!) { addFact(input: {entityId: $e, field: "tone", value: "warm", metadata: {n: 1}}) { id } }'
    client.data(add_fact, {"e": agent})
    client.data('mutation { saveNote(key: "meal_plan", content: "{\\"monday\\": \\"soup\\"}") { key } }')
    client.data('mutation { saveNote(key: "budget", content: "500") { key } }')
    client.data('mutation { archiveNote(key: "budget", newKey: "budget_2026_10") { key } }')
    client.data('mutation { createReminder(keyword: "allergy", schedule: "0 20 * * *") { id } }')


async def export_to(db: Database, user_id: str, path: Path, *, embeddings: bool = False) -> Path:
    with path.open("w", encoding="utf-8") as out:
        await dump(db, user_id, out.write, clock=ManualClock(EXPORTED_AT), embeddings=embeddings, page=7)
    return path


def body(path: Path) -> list[str]:
    """The lines after the header: what must be identical between two exports of one graph."""
    return path.read_text(encoding="utf-8").splitlines()[1:]


@pytest.fixture
def rich(api: Api) -> Api:
    build_rich_namespace(api)
    return api
