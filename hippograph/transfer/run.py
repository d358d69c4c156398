"""The work behind ``hippograph export`` and ``import`` on the database (``--direct``), kept out of
:mod:`hippograph.transfer.cli` so the command line starts without the driver and the models."""

from __future__ import annotations

import asyncio
import os
import tempfile
from collections.abc import Iterable
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from hippograph.clock import SystemClock
from hippograph.errors import ValidationError
from hippograph.graph.driver import connect
from hippograph.graph.migrations import migrate
from hippograph.ingestion.importer import (
    ImportCounts,
    TurnInput,
    count_jsonl,
    import_turns,
    locomo_turns,
    read_jsonl,
)
from hippograph.settings import Settings
from hippograph.transfer.check import read_header
from hippograph.transfer.dump import dump
from hippograph.transfer.markdown import ImportReport
from hippograph.transfer.restore import RestoreReport, restore

console = Console()


async def export_namespace(settings: Settings, file: Path, user: str, embeddings: bool) -> tuple[int, int]:
    """Write ``user``'s namespace to ``file``; the node and relationship counts."""
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


def markdown_files(path: Path) -> list[Path]:
    files = [path] if path.is_file() else sorted(path.rglob("*.md"))
    if not files:
        raise ValidationError(f"no markdown files in {path}")
    return files


async def migrate_markdown(settings: Settings, user: str, files: list[Path]) -> ImportReport:
    # Imported here: the services pull in spaCy and torch, which the other commands do not need.
    from hippograph.services import open_services

    items = created = existing = 0
    async with open_services(settings) as services:
        for path in files:
            report = await services.markdown.migrate(user, path.read_text(encoding="utf-8"))
            items, created = items + report.items, created + report.created
            existing += report.existing
    return ImportReport(items, created, existing)


async def restore_file(settings: Settings, file: Path, user: str | None, replace: bool) -> RestoreReport:
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


def import_turn_file(
    settings: Settings, file: Path, user: str | None, locomo: bool, concurrency: int
) -> ImportCounts:
    turns: Iterable[TurnInput]
    if locomo:
        turns = locomo_turns(file, user or f"locomo_{file.stem}")
        total = len(turns)
    else:
        # Streamed: each line is checked as it is read, so a bad line stops the import there.
        turns, total = read_jsonl(file, user, settings.max_text_chars), count_jsonl(file)
    return asyncio.run(remember_turns(settings, turns, total, concurrency, file.name))


async def remember_turns(
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
