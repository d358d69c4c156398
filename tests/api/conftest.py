"""Fixtures of the API tests: fresh namespaces with API keys, on the one shared service.

Once a key exists in the shared database every request needs one, so every API test uses keys.
"""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable

import pytest

from hippograph.auth import ApiKeys
from hippograph.graph.driver import Database
from tests.api.client import Api

MakeApi = Callable[..., Awaitable[Api]]


@pytest.fixture
def keys(db: Database) -> ApiKeys:
    return ApiKeys(db)


@pytest.fixture
def make_api(keys: ApiKeys, service_url: str) -> MakeApi:
    """A client with a new key for ``user`` (a fresh namespace when omitted)."""

    async def make(user: str | None = None, *, admin: bool = False) -> Api:
        created = await keys.create(user or f"test_{uuid.uuid4().hex[:12]}", admin=admin)
        return Api(service_url, created.secret)

    return make


@pytest.fixture
async def api(make_api: MakeApi, user_id: str) -> Api:
    """A client acting in this test's fresh namespace (``user_id``)."""
    return await make_api(user_id)
