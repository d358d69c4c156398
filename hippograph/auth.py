"""API keys, and who a request acts for.

A key is ``hg_`` followed by 43 URL-safe characters; it is shown once, at creation, and stored only
as ``sha256(key)`` on an ``:ApiKey`` node with its user, an ``admin`` flag and a display prefix.
Requests send ``Authorization: Bearer <key>`` and act inside the key's user namespace. An admin key
may act for another user by naming it in the ``X-HippoGraph-User`` header; any other key naming a
user other than its own is ``FORBIDDEN``.

Two modes, decided by the database, not by configuration:

* **open** — no key exists at all. The service then serves one user, ``default``, and only to
  loopback clients (127.0.0.1, ::1), so a fresh install is usable locally and unusable remotely.
* **keys** — once any key exists (even a revoked one), every request needs a valid key.

Verification costs one round trip per request and is not cached, so a revocation takes effect on
the very next request.

>>> keys = ApiKeys(db)                                    # doctest: +SKIP
>>> created = await keys.create("alice", admin=False)     # doctest: +SKIP
>>> created.secret                                        # doctest: +SKIP
'hg_…'
"""

from __future__ import annotations

import hashlib
import ipaddress
import secrets
import uuid
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from hippograph.errors import AuthError, ForbiddenError, NotFoundError, ValidationError
from hippograph.graph.driver import Database
from hippograph.graph.namespace import validate_user_id

KEY_PREFIX = "hg_"
DISPLAY_CHARS = 11  # "hg_" + 8 random characters: enough to tell keys apart in `keys list`
DEFAULT_USER = "default"
USER_HEADER = "x-hippograph-user"


def hash_key(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


@dataclass(frozen=True)
class ApiKeyRecord:
    uid: str
    user_id: str
    prefix: str
    admin: bool
    created_at: datetime | None
    revoked_at: datetime | None

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> ApiKeyRecord:
        return cls(
            uid=row["uid"],
            user_id=row["user_id"],
            prefix=row["prefix"],
            admin=bool(row["admin"]),
            created_at=_native(row.get("created_at")),
            revoked_at=_native(row.get("revoked_at")),
        )


@dataclass(frozen=True)
class NewKey:
    secret: str  # shown once; never stored
    record: ApiKeyRecord


@dataclass(frozen=True)
class Principal:
    """Who a request acts for."""

    user_id: str
    admin: bool
    key_id: str | None  # None in open mode
    key_prefix: str | None

    @property
    def open_mode(self) -> bool:
        return self.key_id is None


def bearer_token(authorization: str | None) -> str | None:
    """The key of an ``Authorization: Bearer <key>`` header; a malformed header is an error."""
    if authorization is None or not authorization.strip():
        return None
    scheme, _, token = authorization.strip().partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise AuthError("the Authorization header must be 'Bearer <key>'")
    return token.strip()


def is_loopback(host: str | None) -> bool:
    if host is None:
        return False
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def decide(
    key: ApiKeyRecord | None,
    presented: bool,
    any_keys: bool,
    acting_for: str | None,
    client_host: str | None,
) -> Principal:
    """The principal of a request, or the :class:`AuthError` that rejects it (pure: testable)."""
    if not presented:
        if any_keys:
            raise AuthError("an API key is required: send 'Authorization: Bearer <key>'")
        if not is_loopback(client_host):
            raise AuthError("no API keys exist yet: the service answers loopback clients only")
        if acting_for is not None and acting_for != DEFAULT_USER:
            raise ForbiddenError("naming a user needs an admin key")
        return Principal(DEFAULT_USER, admin=False, key_id=None, key_prefix=None)
    if key is None or key.revoked_at is not None:
        raise AuthError("unknown or revoked API key")
    user_id = key.user_id
    if acting_for is not None and acting_for != key.user_id:
        if not key.admin:
            raise ForbiddenError("only an admin key may act for another user")
        user_id = validate_user_id(acting_for)
    return Principal(user_id, admin=key.admin, key_id=key.uid, key_prefix=key.prefix)


class ApiKeys:
    """Creating, listing, revoking and verifying keys in Neo4j."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def create(self, user_id: str, *, admin: bool = False) -> NewKey:
        validate_user_id(user_id)
        secret = KEY_PREFIX + secrets.token_urlsafe(32)
        rows = await self._db.write(
            "auth/create_key",
            uid=str(uuid.uuid4()),
            user_id=user_id,
            key_hash=hash_key(secret),
            prefix=secret[:DISPLAY_CHARS],
            admin=admin,
        )
        return NewKey(secret, ApiKeyRecord.from_row(rows[0]["key"]))

    async def list_keys(self, user_id: str | None = None) -> list[ApiKeyRecord]:
        rows = await self._db.read("auth/list_keys", user_id=user_id)
        return [ApiKeyRecord.from_row(row["key"]) for row in rows]

    async def revoke(self, key: str) -> list[ApiKeyRecord]:
        """Revoke the key with this uid or display prefix."""
        if not key.strip():
            raise ValidationError("name the key to revoke by its id or prefix")
        rows = await self._db.write("auth/revoke_key", key=key.strip())
        if not rows:
            raise NotFoundError(f"no API key {key!r}")
        return [ApiKeyRecord.from_row(row["key"]) for row in rows]

    async def any_exist(self) -> bool:
        rows = await self._db.read("auth/verify_key", key_hash=None)
        return bool(rows[0]["any_keys"])

    async def authenticate(
        self, authorization: str | None, acting_for: str | None, client_host: str | None
    ) -> Principal:
        token = bearer_token(authorization)
        rows = await self._db.read("auth/verify_key", key_hash=hash_key(token) if token else None)
        row = rows[0]
        key = ApiKeyRecord.from_row(row["key"]) if row["key"] is not None else None
        named = acting_for.strip() if acting_for and acting_for.strip() else None
        return decide(key, token is not None, bool(row["any_keys"]), named, client_host)


def _native(value: Any) -> datetime | None:
    """Neo4j's DateTime as a Python datetime."""
    if value is None:
        return None
    native = value.to_native() if hasattr(value, "to_native") else value
    assert isinstance(native, datetime)
    return native
