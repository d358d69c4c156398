"""``hippograph export`` and ``hippograph import``: whole namespaces, conversation files, markdown.

``import FILE`` recognises an export by its header line and restores it; any other file is
conversation turns (JSONL, or LoCoMo for ``.json``) remembered turn by turn; ``--markdown`` migrates
MEMORY.md-style files (a file, or every ``*.md`` under a directory) into facts.
"""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from hippograph.cli_options import Direct, needs_direct
from hippograph.errors import ValidationError

transfer_app = typer.Typer()
console = Console()


@transfer_app.command()
def export(
    file: Annotated[Path, typer.Argument(dir_okay=False, help="The JSON lines file to write.")],
    user: Annotated[str, typer.Option(help="The user namespace to export.")],
    direct: Direct = False,
    embeddings: Annotated[bool, typer.Option(help="Keep the embedding vectors (384 floats a node).")] = False,
) -> None:
    """Write every node and relationship of a namespace to FILE (API keys excluded).

    A header line (format, version, user, counts, embeddings, created_at), then the nodes sorted by
    id, then the relationships; typed values as in hippograph/transfer/values.py. FILE appears only
    once the export is complete. Admin work on the database: needs --direct.
    """
    import asyncio

    needs_direct("export", direct)
    from hippograph.graph.namespace import validate_user_id
    from hippograph.settings import load_settings
    from hippograph.transfer import run

    validate_user_id(user)
    settings = load_settings()
    nodes, relationships = asyncio.run(run.export_namespace(settings, file, user, embeddings))
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
    direct: Direct = False,
) -> None:
    """Import FILE: an export (restored whole), conversation turns, or markdown memory files.

    Admin work on the database: needs --direct.
    """
    import asyncio

    needs_direct("import", direct)
    from hippograph.graph.namespace import validate_user_id
    from hippograph.settings import load_settings
    from hippograph.transfer import run
    from hippograph.transfer.check import read_header

    settings = load_settings()
    if markdown:
        if user is None:
            raise ValidationError("--markdown needs --user: the namespace the memories belong to")
        report = asyncio.run(run.migrate_markdown(settings, validate_user_id(user), run.markdown_files(file)))
        console.print(
            f"{report.items} memories: {report.created} facts created, {report.existing} already there",
            highlight=False,
        )
        return
    if file.is_dir():
        raise ValidationError(f"{file} is a directory: only --markdown imports directories")
    if file_format is None and read_header(file) is not None:
        restored = asyncio.run(run.restore_file(settings, file, user, replace))
        vectors = f"; {restored.embedded} vectors recomputed" if restored.embedded else ""
        console.print(
            f"restored {restored.nodes} nodes and {restored.relationships} relationships into "
            f"{restored.user_id}{vectors}",
            highlight=False,
        )
        return
    if replace:
        raise ValidationError("--replace is for export files only: turns are added, never replace")
    locomo = (file_format or ("locomo" if file.suffix == ".json" else "jsonl")) == ImportFormat.locomo
    counts = run.import_turn_file(settings, file, user, locomo, concurrency)
    console.print(
        f"imported {counts.imported} turns, skipped {counts.skipped} already remembered; "
        f"facts {counts.facts}, entities {counts.entities}, edges {counts.edges}"
    )
