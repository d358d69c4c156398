"""Reminder fixtures: a service on a :class:`ManualClock`, GraphQL subscriptions over a real
WebSocket, and fresh namespaces with API keys.

The clocks start in the year 2100 so no other scheduler on the shared test Neo4j (the session
service runs on the system clock) finds these reminders due; each test deletes its reminders.
"""

from __future__ import annotations

import asyncio
import json
import uuid
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from datetime import UTC, datetime
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection
from websockets.asyncio.client import connect as ws_connect
from websockets.typing import Subprotocol

from hippograph.app import create_app
from hippograph.auth import ApiKeys
from hippograph.clock import ManualClock
from hippograph.graph.driver import Database
from hippograph.settings import Settings
from tests.api.client import Api
from tests.serving import serve as serve_app

START = datetime(2100, 1, 4, 12, 0, tzinfo=UTC)  # a Monday
WAIT_S = 60  # generous: a firing runs recall (embeddings) on a machine shared with other tests
FIRED = """subscription($chatId: String) { reminderFired(chatId: $chatId) {
  firedAt reminder { id keyword chatId nextRun lastFiredAt }
  memory { facts { field value active } }
} }"""
DELETE_ALL = "MATCH (r:Reminder) WHERE r.user_id IN $users DETACH DELETE r"


@contextmanager
def serve(settings: Settings, clock: ManualClock) -> Iterator[str]:
    """The real app on ``clock`` in a uvicorn thread (like ``service_url``); stopped on exit."""
    with serve_app(create_app(settings, clock)) as url:
        yield url


class Users:
    """Namespaces with keys, on one service; their reminders are deleted at the end."""

    def __init__(self, db: Database, url: str) -> None:
        self._db = db
        self.url = url
        self.created: list[str] = []

    async def new(self, user: str | None = None) -> Api:
        """A key for ``user`` (a new namespace when omitted)."""
        user = user or f"test_{uuid.uuid4().hex[:12]}"
        self.created.append(user)
        secret = (await ApiKeys(self._db).create(user)).secret
        return Api(self.url, secret)

    async def cleanup(self) -> None:
        await self._db.run_statement(DELETE_ALL, users=self.created)


@asynccontextmanager
async def users_on(db: Database, url: str) -> AsyncIterator[Users]:
    users = Users(db, url)
    try:
        yield users
    finally:
        await users.cleanup()


class Subscription:
    """One ``reminderFired`` subscription over graphql-transport-ws."""

    def __init__(self, socket: ClientConnection) -> None:
        self._socket = socket

    async def next(self) -> dict[str, Any]:
        """The next firing; fails if none arrives in ``WAIT_S``."""
        while True:
            message = json.loads(await asyncio.wait_for(self._socket.recv(), WAIT_S))
            if message["type"] == "next":
                assert "errors" not in message["payload"], message
                firing: dict[str, Any] = message["payload"]["data"]["reminderFired"]
                return firing
            assert message["type"] == "ping", message


async def connect_socket(
    url: str, init: dict[str, Any] | None = None, headers: dict[str, str] | None = None
) -> ClientConnection:
    socket = await ws_connect(
        url.replace("http://", "ws://") + "/graphql",
        subprotocols=[Subprotocol("graphql-transport-ws")],
        additional_headers=headers,
    )
    await socket.send(json.dumps({"type": "connection_init", "payload": init or {}}))
    return socket


@asynccontextmanager
async def subscribed(api: Api, chat_id: str | None = None) -> AsyncIterator[Subscription]:
    """Subscribed with the key in the ``connection_init`` payload; closed on exit."""
    socket = await connect_socket(api.url, {"Authorization": f"Bearer {api.key}"})
    try:
        ack = json.loads(await asyncio.wait_for(socket.recv(), WAIT_S))
        assert ack["type"] == "connection_ack", ack
        payload = {"query": FIRED, "variables": {"chatId": chat_id}}
        await socket.send(json.dumps({"id": "1", "type": "subscribe", "payload": payload}))
        yield Subscription(socket)
    finally:
        await socket.close()


@pytest.fixture(scope="module")
def clock() -> ManualClock:
    return ManualClock(START)


@pytest.fixture(scope="module")
def live(settings: Settings, clock: ManualClock) -> Iterator[str]:
    """One service on the module's clock."""
    with serve(settings, clock) as url:
        yield url


@pytest.fixture
async def users(db: Database, live: str) -> AsyncIterator[Users]:
    async with users_on(db, live) as made:
        yield made
