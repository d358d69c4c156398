"""``hippograph notes …``: the notes of the API key's namespace, through the running service."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console
from rich.text import Text

from hippograph.cli_options import id_table, service

if TYPE_CHECKING:
    from hippograph.client import Note

notes_app = typer.Typer(
    help="Notes: mutable state by exact key, working or archived (HIPPOGRAPH_URL, HIPPOGRAPH_API_KEY).",
    no_args_is_help=True,
)
console = Console()


def _said(verb: str, note: Note) -> None:
    console.print(Text(f"{verb} {note.tier} note {note.key}"))


@notes_app.command("save")
def save(
    key: Annotated[str, typer.Argument(help="e.g. meal_plan (lower-case, digits, _ . : -).")],
    content: Annotated[str, typer.Argument(help="The content (often JSON); '-' reads standard input.")],
) -> None:
    """Create or update a working note."""
    with service() as memory:
        _said("saved", memory.save_note(key, sys.stdin.read() if content == "-" else content))


@notes_app.command("get")
def get(key: Annotated[str, typer.Argument()]) -> None:
    """Print a note's content as stored (working or archived); exit 1 when there is none."""
    with service() as memory:
        note = memory.get_note(key)
    if note is None:
        console.print(Text(f"no note {key}"), style="red")
        raise typer.Exit(1)
    typer.echo(note.content)


@notes_app.command("delete")
def delete(key: Annotated[str, typer.Argument()]) -> None:
    """Remove a note for good."""
    with service() as memory:
        _said("deleted", memory.delete_note(key))


@notes_app.command("archive")
def archive(
    key: Annotated[str, typer.Argument(help="The working note.")],
    new_key: Annotated[str, typer.Argument(help="Its key in the archive, e.g. budget_2025_01.")],
) -> None:
    """Move a working note to the archive under a new key."""
    with service() as memory:
        _said("archived as", memory.archive_note(key, new_key))


@notes_app.command("restore")
def restore(key: Annotated[str, typer.Argument()]) -> None:
    """Bring an archived note back to the working tier."""
    with service() as memory:
        _said("restored", memory.restore_note(key))


@notes_app.command("list")
def list_notes(
    archived: Annotated[bool, typer.Option("--archived", help="The archive, not the working tier.")] = False,
    pattern: Annotated[str | None, typer.Option(help="Keys containing this (case-insensitive).")] = None,
) -> None:
    """List notes, newest first."""
    tier = "archive" if archived else "working"
    with service() as memory:
        notes = memory.list_notes(tier, pattern)
    keys = [note.key for note in notes]
    table = id_table("key", "updated", "age", "json", "size", ids=keys, title=f"{tier} notes")
    for note in notes:
        table.add_row(
            Text(note.key),
            f"{note.updated_at:%Y-%m-%d %H:%M}",
            f"{note.age_seconds / 86_400:.1f} d",
            "yes" if note.is_json else "no",
            str(len(note.content)),
        )
    console.print(table if notes else f"no {tier} notes")
