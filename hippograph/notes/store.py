"""Notes: mutable working state with exact retrieval by key (sheldonmem "Notes (Two-Tier System)").

A note lives in the *working* tier (its key is shown with every recall) or in the *archive* (found
only when asked for). Keys are unique per user across both tiers, so ``get`` needs no tier and
``archive`` moves a note under a new, free key. Content is stored verbatim; it may be JSON.

>>> notes = Notes(db, clock, NoteLimits())                            # doctest: +SKIP
>>> await notes.save("alice", "meal_plan", '{"monday": "pasta"}')     # doctest: +SKIP
>>> await notes.archive("alice", "meal_plan", "meal_plan_week_08")    # doctest: +SKIP
>>> [n.key for n in await notes.list("alice", Tier.ARCHIVE, "MEAL")]  # doctest: +SKIP
['meal_plan_week_08']
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any

from hippograph.clock import Clock
from hippograph.errors import ConflictError, ConstraintViolationError, NotFoundError, ValidationError
from hippograph.graph.driver import Database
from hippograph.graph.rows import moment
from hippograph.settings import Settings
from hippograph.text import has_control_characters

# Lower-case so "Budget" and "budget" cannot be two notes; no spaces or slashes, so a key reads the
# same in a prompt, a URL and a shell.
KEY_PATTERN = re.compile(r"^[a-z0-9][a-z0-9_.:-]*$")


class Tier(StrEnum):
    WORKING = "working"
    ARCHIVE = "archive"


@dataclass(frozen=True)
class NoteLimits:
    max_key_chars: int = 64
    max_content_chars: int = 20_000
    max_list: int = 200

    @classmethod
    def from_settings(cls, settings: Settings) -> NoteLimits:
        return cls(settings.notes_max_key_chars, settings.notes_max_content_chars, settings.notes_max_list)


@dataclass(frozen=True)
class Note:
    key: str
    content: str
    tier: Tier
    updated_at: datetime

    @property
    def is_json(self) -> bool:
        """Whether the content parses as JSON (it is stored verbatim either way)."""
        try:
            json.loads(self.content)
        except ValueError:
            return False
        return True

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> Note:
        updated_at = moment(row["updated_at"])
        assert updated_at is not None  # every write sets it
        return cls(row["key"], row["content"], Tier(row["tier"]), updated_at)


class Notes:
    """The notes of every namespace; each call acts in one ``user_id``."""

    def __init__(self, db: Database, clock: Clock, limits: NoteLimits) -> None:
        self._db = db
        self._clock = clock
        self._limits = limits

    def key(self, value: str, name: str = "key") -> str:
        """A valid key, or BAD_INPUT naming the argument."""
        if len(value) > self._limits.max_key_chars:
            raise ValidationError(f"{name} is longer than {self._limits.max_key_chars} characters")
        if not KEY_PATTERN.fullmatch(value):
            raise ValidationError(
                f"{name} {value!r} must be lower-case letters, digits, '_', '.', ':' or '-', "
                "starting with a letter or digit"
            )
        return value

    def _content(self, value: str) -> str:
        if not value.strip():
            raise ValidationError("content is empty")
        if len(value) > self._limits.max_content_chars:
            raise ValidationError(
                f"content is {len(value)} characters long; the limit is {self._limits.max_content_chars}"
            )
        if has_control_characters(value):
            raise ValidationError("content contains control characters")
        return value

    async def save(self, user_id: str, key: str, content: str) -> Note:
        """Create the working note ``key`` or replace its content; CONFLICT if ``key`` is archived."""
        rows = await self._db.write(
            "notes/save_note",
            user_id=user_id,
            key=self.key(key),
            content=self._content(content),
            now=self._clock.now(),
        )
        note = Note.from_row(rows[0]["note"])
        if note.tier is not Tier.WORKING:
            raise ConflictError(f"{key!r} is an archived note: restore it or choose another key")
        return note

    async def get(self, user_id: str, key: str) -> Note | None:
        """The note ``key`` from either tier, or None."""
        rows = await self._db.read("notes/get_note", user_id=user_id, key=self.key(key))
        return Note.from_row(rows[0]["note"]) if rows else None

    async def delete(self, user_id: str, key: str) -> Note:
        """Remove the note ``key`` (either tier) for good; returns what it held."""
        rows = await self._db.write("notes/delete_note", user_id=user_id, key=self.key(key))
        if not rows:
            raise NotFoundError(f"no note {key!r}")
        return Note.from_row(rows[0]["note"])

    async def archive(self, user_id: str, key: str, new_key: str) -> Note:
        """Move the working note ``key`` to the archive as ``new_key``, which must be free."""
        self.key(key)
        self.key(new_key, "newKey")
        try:
            rows = await self._db.write("notes/archive_note", user_id=user_id, key=key, new_key=new_key)
        except ConstraintViolationError as exc:  # another request took new_key meanwhile
            raise ConflictError(f"a note {new_key!r} already exists") from exc
        row = rows[0]
        if row["was"] != Tier.WORKING:
            state = "it is archived" if row["was"] else "no such note"
            raise NotFoundError(f"no working note {key!r} ({state})")
        if row["taken"]:
            raise ConflictError(f"a note {new_key!r} already exists")
        return Note.from_row(row["note"])

    async def restore(self, user_id: str, key: str) -> Note:
        """Bring the archived note ``key`` back to the working tier."""
        rows = await self._db.write("notes/restore_note", user_id=user_id, key=self.key(key))
        was = rows[0]["was"]
        if was is None:
            raise NotFoundError(f"no note {key!r}")
        if was == Tier.WORKING:
            raise ConflictError(f"{key!r} is already a working note")
        return Note.from_row(rows[0]["note"])

    async def list(self, user_id: str, tier: Tier, pattern: str | None = None) -> list[Note]:
        """Notes of ``tier``, newest first, optionally those whose key contains ``pattern``
        (case-insensitive substring, not a glob: ``"budget"`` finds ``budget_2025_01``)."""
        too_long = pattern is not None and len(pattern) > self._limits.max_key_chars
        if too_long or (pattern is not None and has_control_characters(pattern)):
            raise ValidationError("pattern is not a key fragment")
        rows = await self._db.read(
            "notes/list_notes",
            user_id=user_id,
            tier=tier.value,
            pattern=pattern.lower() if pattern else None,
            limit=self._limits.max_list,
        )
        return [Note.from_row(row["note"]) for row in rows]
