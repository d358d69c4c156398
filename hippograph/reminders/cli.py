"""``hippograph reminders create|list|delete``: reminders through the running service
(``HIPPOGRAPH_URL``, ``HIPPOGRAPH_API_KEY``), like ``remember`` and ``recall``."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console
from rich.text import Text

from hippograph.cli_options import id_table, looks_whole, service, unique_id

if TYPE_CHECKING:
    from hippograph.client import HippoGraph, Reminder

reminders_app = typer.Typer(help="Keyword reminders: when one fires, memory is recalled for it.")
console = Console()

Chat = Annotated[str | None, typer.Option("--chat", help="The chat (conversation) the reminder belongs to.")]


def _client() -> HippoGraph:
    return service()


def _when(value: datetime | None) -> str:
    return value.isoformat(timespec="minutes") if value else ""


def _print(reminders: list[Reminder]) -> None:
    columns = ("id", "keyword", "schedule", "chat", "next run", "expires", "last fired")
    table = id_table(*columns, ids=[r.id for r in reminders])
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
    reminder_id: Annotated[
        str | None, typer.Argument(help="The id of the reminder to delete, or a unique start of it.")
    ] = None,
    keyword: Annotated[str | None, typer.Option(help="Delete every reminder of this keyword.")] = None,
    chat: Chat = None,
) -> None:
    """Delete one reminder by id, or every reminder of --keyword (of one --chat when given)."""
    if (reminder_id is None) == (keyword is None):
        raise typer.BadParameter("give either a reminder id or --keyword")
    with _client() as memory:
        if reminder_id is not None:
            if not looks_whole(reminder_id):
                reminder_id = unique_id(reminder_id, [r.id for r in memory.list_reminders()], "reminder")
            deleted = memory.delete_reminder(reminder_id)
            console.print(Text(f"deleted reminder {deleted.id} ({deleted.keyword})"))
        else:
            assert keyword is not None
            count = memory.delete_reminders(keyword, chat)
            console.print(Text(f"deleted {count} reminder(s) of {keyword!r}"))
