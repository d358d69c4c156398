"""``hippograph reminders create|list|delete``: reminders through the running service
(``HIPPOGRAPH_URL``, ``HIPPOGRAPH_API_KEY``), like ``remember`` and ``recall``."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table
from rich.text import Text

from hippograph.client import HippoGraph
from hippograph.reminders.wire import Reminder
from hippograph.settings import load_settings

reminders_app = typer.Typer(help="Keyword reminders: when one fires, memory is recalled for it.")
console = Console()

Chat = Annotated[str | None, typer.Option("--chat", help="The chat (conversation) the reminder belongs to.")]


def _client() -> HippoGraph:
    settings = load_settings()
    return HippoGraph(settings.url, settings.api_key.get_secret_value() if settings.api_key else None)


def _when(value: datetime | None) -> str:
    return value.isoformat(timespec="minutes") if value else ""


def _print(reminders: list[Reminder]) -> None:
    table = Table("id", "keyword", "schedule", "chat", "next run", "expires", "last fired")
    for r in reminders:
        table.add_row(
            r.id, Text(r.keyword), r.schedule, Text(r.chat_id or ""),
            _when(r.next_run), _when(r.expires_at), _when(r.last_fired_at),
        )  # fmt: skip
    console.print(table)


@reminders_app.command("create")
def create(
    keyword: Annotated[str, typer.Argument(help="What to recall when it fires, e.g. 'meds'.")],
    schedule: Annotated[str, typer.Argument(help="A 5-field cron expression, e.g. '0 20 * * *'.")],
    chat: Chat = None,
    expires: Annotated[
        datetime | None, typer.Option(help="Remove the reminder after this ISO time (UTC if no zone).")
    ] = None,
) -> None:
    """Create a reminder for KEYWORD on SCHEDULE."""
    with _client() as memory:
        reminder = memory.create_reminder(keyword, schedule, chat, expires)
    _print([reminder])


@reminders_app.command("list")
def list_reminders(chat: Chat = None) -> None:
    """The reminders of the key's user, soonest first."""
    with _client() as memory:
        _print(memory.list_reminders(chat))


@reminders_app.command("delete")
def delete(
    reminder_id: Annotated[str | None, typer.Argument(help="The id of the reminder to delete.")] = None,
    keyword: Annotated[str | None, typer.Option(help="Delete every reminder of this keyword.")] = None,
    chat: Chat = None,
) -> None:
    """Delete one reminder by id, or every reminder of --keyword (of one --chat when given)."""
    if (reminder_id is None) == (keyword is None):
        raise typer.BadParameter("give either a reminder id or --keyword")
    with _client() as memory:
        if reminder_id is not None:
            deleted = memory.delete_reminder(reminder_id)
            console.print(Text(f"deleted reminder {deleted.id} ({deleted.keyword})"))
        else:
            assert keyword is not None
            count = memory.delete_reminders(keyword, chat)
            console.print(Text(f"deleted {count} reminder(s) of {keyword!r}"))
