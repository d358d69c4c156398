"""Reminders and their firings (sheldonmem "Cron System")."""

from __future__ import annotations

from datetime import datetime

import strawberry

from hippograph.schema.memory import Memory


@strawberry.type(description="A keyword reminder: when it fires, recall(keyword) says what to remind.")
class Reminder:
    id: strawberry.ID
    keyword: str
    schedule: str = strawberry.field(description="A 5-field cron expression.")
    chat_id: str | None
    next_run: datetime
    expires_at: datetime | None
    last_fired_at: datetime | None
    created_at: datetime | None


@strawberry.type(description="A reminder that fired, with what memory held for its keyword then.")
class ReminderFiring:
    reminder: Reminder
    memory: Memory
    fired_at: datetime
