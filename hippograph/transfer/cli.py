"""``hippograph export`` and ``hippograph import``: whole namespaces, conversation files, markdown.

``import FILE`` recognises an export by its header line and restores it; any other file is
conversation turns (JSONL, or LoCoMo for ``.json``) remembered turn by turn; ``--markdown`` migrates
MEMORY.md-style files (a file, or every ``*.md`` under a directory) into facts.
"""

from __future__ import annotations

import asyncio
import os
import tempfile
from collections.abc import Iterable
from enum import StrEnum
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from hippograph.clock import SystemClock
from hippograph.errors import ValidationError
from hippograph.graph.driver import connect
from hippograph.graph.migrations import migrate
from hippograph.graph.namespace import validate_user_id
from hippograph.ingestion.importer import (
    ImportCounts,
    TurnInput,
    count_jsonl,
    import_turns,
    locomo_turns,
    read_jsonl,
)
from hippograph.settings import Settings, load_settings
from hippograph.transfer.check import read_header
from hippograph.transfer.dump import dump
from hippograph.transfer.markdown import ImportReport
from hippograph.transfer.restore import RestoreReport, restore

transfer_app = typer.Typer()
console = Console()


@transfer_app.command()
def export(
    file: Annotated[Path, typer.Argument(dir_okay=False, help="The JSON lines file to write.")],
    user: Annotated[str, typer.Option(help="The user namespace to export.")],
    embeddings: Annotated[bool, typer.Option(help="Keep the embedding vectors (384 floats a node).")] = False,
) -> None:
    """Write every node and relationship of a namespace to FILE (API keys excluded).

    A header line (format, version, user, counts, embeddings, created_at), then the nodes sorted by
    id, then the relationships; typed values as in hippograph/transfer/values.py. FILE appears only
    once the export is complete.
    """
    validate_user_id(user)
    settings = load_settings()

    async def run() -> tuple[int, int]:
        async with connect(settings) as db:
            # Written next to FILE and renamed at the end: a failed export leaves no partial file.
            handle, partial = tempfile.mkstemp(dir=file.parent, prefix=f".{file.name}.")
            try:
                with os.fdopen(handle, "w", encoding="utf-8") as out:
                    header = await dump(
                        db,
                        user,
                        out.write,
                        clock=SystemClock(),
                        embeddings=embeddings,
                        page=settings.transfer_batch_size,
                    )
                os.replace(partial, file)
            finally:
                Path(partial).unlink(missing_ok=True)
        return header.nodes, header.relationships

    nodes, relationships = asyncio.run(run())
    done = f"exported {nodes} nodes and {relationships} relationships of {user} to {file}"
    console.print(done, highlight=False)


class ImportFormat(StrEnum):
    jsonl = "jsonl"
    locomo = "locomo"


@transfer_app.command("import")
def import_file(
    file: Annotated[
        Path, typer.Argument(exists=True, readable=True, help="The file (--markdown: or directory).")
    ],
    user: Annotated[
        str | None,
        typer.Option(
            help="Export: restore into this namespace instead of the file's. JSONL: for lines without "
            "user_id. LoCoMo: default locomo_STEM. Markdown: required."
        ),
    ] = None,
    markdown: Annotated[bool, typer.Option(help="FILE is MEMORY.md or a directory of *.md files.")] = False,
    replace: Annotated[
        bool, typer.Option(help="Export: erase the namespace first, in the same write.")
    ] = False,
    file_format: Annotated[
        ImportFormat | None, typer.Option("--format", help="Turns: default locomo for .json, else jsonl.")
    ] = None,
    concurrency: Annotated[
        int,
        typer.Option(
            min=1,
            help="Groups of turns written at once, each group one transaction (above 1, one user's "
            "facts may commit out of order).",
        ),
    ] = 1,
) -> None:
    """Import FILE: an export (restored whole), conversation turns, or markdown memory files."""
    settings = load_settings()
    if markdown:
        if user is None:
            raise ValidationError("--markdown needs --user: the namespace the memories belong to")
        report = asyncio.run(_migrate(settings, validate_user_id(user), _markdown_files(file)))
        console.print(
            f"{report.items} memories: {report.created} facts created, {report.existing} already there",
            highlight=False,
        )
        return
    if file.is_dir():
        raise ValidationError(f"{file} is a directory: only --markdown imports directories")
    if file_format is None and read_header(file) is not None:
        restored = asyncio.run(_restore(settings, file, user, replace))
        vectors = f"; {restored.embedded} vectors recomputed" if restored.embedded else ""
        console.print(
            f"restored {restored.nodes} nodes and {restored.relationships} relationships into "
            f"{restored.user_id}{vectors}",
            highlight=False,
        )
        return
    if replace:
        raise ValidationError("--replace is for export files only: turns are added, never replace")
    counts = _import_turns(settings, file, user, file_format, concurrency)
    console.print(
        f"imported {counts.imported} turns, skipped {counts.skipped} already remembered; "
        f"facts {counts.facts}, entities {counts.entities}, edges {counts.edges}"
    )


def _markdown_files(path: Path) -> list[Path]:
    files = [path] if path.is_file() else sorted(path.rglob("*.md"))
    if not files:
        raise ValidationError(f"no markdown files in {path}")
    return files


async def _migrate(settings: Settings, user: str, files: list[Path]) -> ImportReport:
    # Imported here: the services pull in spaCy and torch, which the other commands do not need.
    from hippograph.services import open_services

    items = created = existing = 0
    async with open_services(settings) as services:
        for path in files:
            report = await services.markdown.migrate(user, path.read_text(encoding="utf-8"))
            items, created = items + report.items, created + report.created
            existing += report.existing
    return ImportReport(items, created, existing)


async def _restore(settings: Settings, file: Path, user: str | None, replace: bool) -> RestoreReport:
    from hippograph.ingestion.embedder import AsyncEmbedder, load_embedder

    header = read_header(file)
    # Vectors are recomputed only for a file without them: load the model only then.
    embedder = None if header is None or header.embeddings else AsyncEmbedder(load_embedder(settings))
    try:
        async with connect(settings) as db:
            await migrate(db)
            return await restore(
                db,
                file,
                user_id=user,
                replace=replace,
                embed=embedder.embed if embedder else None,
                batch_size=settings.transfer_batch_size,
                single_max=settings.transfer_single_transaction_max,
            )
    finally:
        if embedder is not None:
            embedder.close()


def _import_turns(
    settings: Settings, file: Path, user: str | None, file_format: ImportFormat | None, concurrency: int
) -> ImportCounts:
    kind = file_format or (ImportFormat.locomo if file.suffix == ".json" else ImportFormat.jsonl)
    turns: Iterable[TurnInput]
    if kind is ImportFormat.locomo:
        turns = locomo_turns(file, user or f"locomo_{file.stem}")
        total = len(turns)
    else:
        # Streamed: each line is checked as it is read, so a bad line stops the import there.
        turns, total = read_jsonl(file, user, settings.max_text_chars), count_jsonl(file)
    return asyncio.run(_remember_turns(settings, turns, total, concurrency, file.name))


async def _remember_turns(
    settings: Settings, turns: Iterable[TurnInput], total: int, concurrency: int, name: str
) -> ImportCounts:
    from hippograph.services import open_services

    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
    async with open_services(settings) as services:
        with Progress(*columns, console=console) as bar:
            task = bar.add_task(f"importing {name}", total=total)
            return await import_turns(
                services.rememberer,
                turns,
                concurrency=concurrency,
                progress=lambda counts: bar.update(task, completed=counts.turns),
            )
