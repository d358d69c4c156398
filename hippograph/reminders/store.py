"""Reminders in Neo4j: create, list and delete for a namespace; due, claim and expire for the
scheduler. All state lives in the graph, so a restarted service loses nothing.

>>> reminder = await reminders.create("alice", "meds", "0 20 * * *")   # doctest: +SKIP
>>> reminder.next_run                                                   # doctest: +SKIP
datetime.datetime(2026, 1, 5, 20, 0, tzinfo=datetime.timezone.utc)
"""

from __future__ import annotations

import asyncio
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, tzinfo
from typing import Any

from hippograph import validate
from hippograph.clock import Clock
from hippograph.errors import NotFoundError, ValidationError
from hippograph.graph.driver import Database
from hippograph.reminders import schedule
from hippograph.reminders.delivery import FiringHub
from hippograph.settings import Settings

MAX_KEYWORD_CHARS = 200
MAX_CHAT_ID_CHARS = 200
DUE_BATCH = 100  # reminders fired per scheduler pass; a larger backlog takes further passes


@dataclass(frozen=True)
class Reminder:
    uid: str
    user_id: str
    keyword: str
    schedule: str
    chat_id: str | None
    next_run: datetime
    expires_at: datetime | None
    last_fired_at: datetime | None
    created_at: datetime | None

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> Reminder:
        next_run = utc(row["next_run"])
        assert next_run is not None
        return cls(
            uid=row["uid"],
            user_id=row["user_id"],
            keyword=row["keyword"],
            schedule=row["schedule"],
            chat_id=row.get("chat_id"),
            next_run=next_run,
            expires_at=utc(row.get("expires_at")),
            last_fired_at=utc(row.get("last_fired_at")),
            created_at=utc(row.get("created_at")),
        )


def utc(value: Any) -> datetime | None:
    """A Neo4j or Python datetime as an aware UTC datetime; a naive one is taken as UTC."""
    if value is None:
        return None
    native = value.to_native() if hasattr(value, "to_native") else value
    assert isinstance(native, datetime)
    return native.replace(tzinfo=UTC) if native.tzinfo is None else native.astimezone(UTC)


class Reminders:
    """The reminder store. ``changed`` is set when a reminder is created, so a sleeping
    scheduler looks again; ``firings`` is where fired reminders are published."""

    def __init__(self, db: Database, clock: Clock, zone: tzinfo, firings: FiringHub) -> None:
        self._db = db
        self._clock = clock
        self._zone = zone
        self.firings = firings
        self.changed = asyncio.Event()

    @classmethod
    def from_settings(cls, db: Database, clock: Clock, settings: Settings) -> Reminders:
        hub = FiringHub(clock, timedelta(seconds=settings.reminder_replay_s))
        return cls(db, clock, schedule.zone(settings.reminder_timezone), hub)

    async def create(
        self,
        user_id: str,
        keyword: str,
        cron: str,
        chat_id: str | None = None,
        expires_at: datetime | None = None,
    ) -> Reminder:
        """Validate everything first: bad input writes nothing."""
        now = self._clock.now()
        keyword = validate.text("keyword", keyword, MAX_KEYWORD_CHARS)
        chat = validate.text("chatId", chat_id, MAX_CHAT_ID_CHARS) if chat_id is not None else None
        cron = schedule.validate(cron)
        first = schedule.next_run(cron, now, self._zone)
        expires = utc(expires_at)
        if expires is not None and expires <= first:
            raise ValidationError(f"expiresAt {expires.isoformat()} is not after the first run {first}")
        rows = await self._db.write(
            "reminders/create_reminder",
            uid=str(uuid.uuid4()),
            user_id=user_id,
            keyword=keyword,
            schedule=cron,
            chat_id=chat,
            next_run=first,
            expires_at=expires,
            now=now,
        )
        self.changed.set()
        return Reminder.from_row(rows[0]["reminder"])

    async def list_reminders(self, user_id: str, chat_id: str | None = None) -> list[Reminder]:
        rows = await self._db.read("reminders/list_reminders", user_id=user_id, chat_id=chat_id)
        return [Reminder.from_row(row["reminder"]) for row in rows]

    async def delete(self, user_id: str, uid: str) -> Reminder:
        rows = await self._db.write("reminders/delete_reminder", user_id=user_id, uid=validate.uid("id", uid))
        if not rows:
            raise NotFoundError(f"no reminder {uid!r}")
        return Reminder.from_row(rows[0]["reminder"])

    async def delete_keyword(self, user_id: str, keyword: str, chat_id: str | None = None) -> int:
        """Every reminder of ``keyword`` (of one chat when given); how many were deleted."""
        keyword = validate.text("keyword", keyword, MAX_KEYWORD_CHARS)
        rows = await self._db.write(
            "reminders/delete_reminders", user_id=user_id, keyword=keyword, chat_id=chat_id
        )
        return int(rows[0]["deleted"])

    # --- the scheduler's side: every namespace ------------------------------------------------
    async def due(self, now: datetime) -> list[Reminder]:
        rows = await self._db.read("reminders/due_reminders", now=now, limit=DUE_BATCH)
        return [Reminder.from_row(row["reminder"]) for row in rows]

    async def claim(self, reminder: Reminder, now: datetime) -> Reminder | None:
        """Move a due reminder to its next future tick, or None when another scheduler already
        did. Runs missed while the service was down collapse into this one firing."""
        rows = await self._db.write(
            "reminders/claim_reminder",
            uid=reminder.uid,
            user_id=reminder.user_id,
            expected=reminder.next_run,
            next_run=schedule.next_run(reminder.schedule, now, self._zone),
            now=now,
        )
        return Reminder.from_row(rows[0]["reminder"]) if rows else None

    async def delete_expired(self, now: datetime) -> int:
        rows = await self._db.write("reminders/delete_expired", now=now)
        return int(rows[0]["deleted"])

    async def next_wake(self) -> datetime | None:
        """The earliest time a reminder is due or expires, across namespaces."""
        rows = await self._db.read("reminders/next_wake")
        return utc(rows[0]["at"]) if rows else None
