"""Reminders: create, list, delete, and the ``reminderFired`` subscription."""

from __future__ import annotations

from collections.abc import AsyncGenerator
from contextlib import aclosing
from datetime import datetime

import strawberry

from hippograph import validate
from hippograph.reminders import store
from hippograph.reminders.store import MAX_CHAT_ID_CHARS
from hippograph.resolvers.context import Info
from hippograph.resolvers.recall import to_memory
from hippograph.schema.reminders import Reminder, ReminderFiring


def to_reminder(reminder: store.Reminder) -> Reminder:
    return Reminder(
        id=strawberry.ID(reminder.uid),
        keyword=reminder.keyword,
        schedule=reminder.schedule,
        chat_id=reminder.chat_id,
        next_run=reminder.next_run,
        expires_at=reminder.expires_at,
        last_fired_at=reminder.last_fired_at,
        created_at=reminder.created_at,
    )


def _chat(chat_id: str | None) -> str | None:
    return None if chat_id is None else validate.text("chatId", chat_id, MAX_CHAT_ID_CHARS)


async def resolve_create_reminder(
    info: Info,
    keyword: str,
    schedule: str,
    chat_id: str | None = None,
    expires_at: datetime | None = None,
) -> Reminder:
    """``schedule`` is a standard 5-field cron expression; anything else is ``BAD_INPUT``."""
    context = info.context
    reminders = context.services.reminders
    return to_reminder(await reminders.create(context.user_id, keyword, schedule, chat_id, expires_at))


async def resolve_reminders(info: Info, chat_id: str | None = None) -> list[Reminder]:
    context = info.context
    found = await context.services.reminders.list_reminders(context.user_id, _chat(chat_id))
    return [to_reminder(reminder) for reminder in found]


async def resolve_delete_reminder(info: Info, id: strawberry.ID) -> Reminder:
    context = info.context
    return to_reminder(await context.services.reminders.delete(context.user_id, id))


async def resolve_delete_reminders(info: Info, keyword: str, chat_id: str | None = None) -> int:
    context = info.context
    return await context.services.reminders.delete_keyword(context.user_id, keyword, _chat(chat_id))


async def resolve_reminder_fired(
    info: Info, chat_id: str | None = None
) -> AsyncGenerator[ReminderFiring, None]:
    """Firings of the caller's namespace only (of one chat when given), recent ones first."""
    context = info.context
    user_id, chat = context.user_id, _chat(chat_id)
    async with aclosing(context.services.reminders.firings.subscribe(user_id, chat)) as firings:
        async for firing in firings:
            yield ReminderFiring(
                reminder=to_reminder(firing.reminder),
                memory=to_memory(firing.memory),
                fired_at=firing.fired_at,
            )
