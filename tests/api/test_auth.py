"""API keys: required once any exists, revocation immediate, admins may act for a user."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

import httpx
import pytest
from typer.testing import CliRunner

from hippograph.auth import DEFAULT_USER, ApiKeyRecord, ApiKeys, bearer_token, decide, hash_key
from hippograph.cli import app as cli
from hippograph.errors import AuthError, ForbiddenError
from hippograph.graph.driver import Database
from hippograph.settings import Settings
from tests.api.client import Api
from tests.api.conftest import MakeApi

ME = "{ me { userId admin keyPrefix openMode } }"


def _record(user: str = "alice", *, admin: bool = False, revoked: bool = False) -> ApiKeyRecord:
    return ApiKeyRecord("k1", user, "hg_abcdefgh", admin, None, datetime.now(UTC) if revoked else None)


def test_open_mode_serves_the_default_user_to_loopback_only() -> None:
    assert decide(None, False, False, None, "127.0.0.1").user_id == DEFAULT_USER
    assert decide(None, False, False, None, "::1").open_mode
    with pytest.raises(AuthError):
        decide(None, False, False, None, "203.0.113.7")
    with pytest.raises(ForbiddenError):
        decide(None, False, False, "bob", "127.0.0.1")


def test_key_decisions() -> None:
    with pytest.raises(AuthError):
        decide(None, False, True, None, "127.0.0.1")  # keys exist: loopback is no excuse
    with pytest.raises(AuthError):
        decide(None, True, True, None, "127.0.0.1")  # unknown key
    with pytest.raises(AuthError):
        decide(_record(revoked=True), True, True, None, "127.0.0.1")
    assert decide(_record(), True, True, None, "203.0.113.7").user_id == "alice"
    assert decide(_record(), True, True, "alice", None).user_id == "alice"
    with pytest.raises(ForbiddenError):
        decide(_record(), True, True, "bob", None)
    assert decide(_record(admin=True), True, True, "bob", None).user_id == "bob"


def test_bearer_header_parsing() -> None:
    assert bearer_token(None) is None and bearer_token(" ") is None
    assert bearer_token("Bearer hg_x") == "hg_x" and bearer_token("bearer  hg_x ") == "hg_x"
    with pytest.raises(AuthError):
        bearer_token("Basic dXNlcjpwYXNz")


async def test_requests_without_a_valid_key_are_rejected(make_api: MakeApi, service_url: str) -> None:
    await make_api()  # at least one key exists from here on
    for key in (None, "hg_not-a-key"):
        response = Api(service_url, key).post(ME)
        assert response.status_code == 401
        assert response.json()["errors"][0]["extensions"]["code"] == "UNAUTHENTICATED"
    malformed = httpx.post(f"{service_url}/graphql", json={"query": ME}, headers={"Authorization": "Token x"})
    assert malformed.json()["errors"][0]["extensions"]["code"] == "UNAUTHENTICATED"
    # the GraphiQL page needs no key; health checks neither
    assert httpx.get(f"{service_url}/graphql", headers={"Accept": "text/html"}).status_code == 200
    assert httpx.get(f"{service_url}/healthz").status_code == 200


async def test_a_key_acts_in_its_namespace_and_revocation_is_immediate(
    keys: ApiKeys, service_url: str, user_id: str
) -> None:
    created = await keys.create(user_id)
    api = Api(service_url, created.secret)
    me = api.data(ME)["me"]
    assert me == {"userId": user_id, "admin": False, "keyPrefix": created.record.prefix, "openMode": False}
    stored = await keys.list_keys(user_id)
    assert [k.uid for k in stored] == [created.record.uid]
    await keys.revoke(created.record.prefix)
    assert api.code(ME) == "UNAUTHENTICATED"


async def test_only_admin_keys_may_name_a_user(make_api: MakeApi, user_id: str) -> None:
    admin = await make_api(admin=True)
    admin.acting_for = user_id
    assert admin.key is not None
    assert admin.data(ME)["me"] == {
        "userId": user_id,
        "admin": True,
        "keyPrefix": admin.key[:11],
        "openMode": False,
    }
    normal = await make_api()
    normal.acting_for = user_id
    response = normal.post(ME)
    assert response.status_code == 403
    assert response.json()["errors"][0]["extensions"]["code"] == "FORBIDDEN"
    admin.acting_for = "not a valid id!"
    assert admin.code(ME) == "BAD_INPUT"


async def test_keys_are_stored_hashed(keys: ApiKeys, db: Database, user_id: str) -> None:
    created = await keys.create(user_id, admin=True)
    rows = await db.read("auth/verify_key", key_hash=hash_key(created.secret))
    assert rows[0]["key"]["uid"] == created.record.uid
    found = await db.read("auth/verify_key", key_hash=created.secret)
    assert found[0]["key"] is None  # the secret itself is nowhere


def test_cli_creates_lists_and_revokes_keys(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    assert settings.neo4j_uri and settings.neo4j_password
    monkeypatch.setenv("NEO4J_URI", settings.neo4j_uri)
    monkeypatch.setenv("NEO4J_USER", settings.neo4j_user)
    monkeypatch.setenv("NEO4J_PASSWORD", settings.neo4j_password.get_secret_value())
    user = f"test_{uuid.uuid4().hex[:12]}"
    runner = CliRunner()
    created = runner.invoke(cli, ["keys", "create", "--user", user, "--admin"])
    assert created.exit_code == 0, created.output
    secret = next(word for word in created.output.split() if word.startswith("hg_") and len(word) > 20)
    listed = runner.invoke(cli, ["keys", "list", "--user", user])
    assert listed.exit_code == 0 and secret[:11] in listed.output and secret not in listed.output
    revoked = runner.invoke(cli, ["keys", "revoke", secret[:11]])
    assert revoked.exit_code == 0, revoked.output
    assert "revoked" in runner.invoke(cli, ["keys", "list", "--user", user]).output
