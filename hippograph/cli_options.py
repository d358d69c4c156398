"""What every ``hippograph`` command shares: the client of the running service, the ``--direct``
switch of admin commands, and tables that never cut an id.

Kept light on purpose: ``hippograph --help`` and the client-side commands import only this, typer
and rich; the database, the models and the server come in inside the commands that need them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer
from rich.table import Table

if TYPE_CHECKING:
    from hippograph.client import HippoGraph

Direct = Annotated[
    bool,
    typer.Option(
        "--direct",
        help="Admin work straight on Neo4j (NEO4J_URI, the local server), not through the service.",
    ),
]
DirectUser = Annotated[
    str | None, typer.Option("--user", help="With --direct: the user namespace to act in (required).")
]


def service() -> HippoGraph:
    """A client of the running service (HIPPOGRAPH_URL) with the configured HIPPOGRAPH_API_KEY."""
    from hippograph.client import HippoGraph
    from hippograph.settings import load_settings

    settings = load_settings()
    return HippoGraph(settings.url, settings.api_key.get_secret_value() if settings.api_key else None)


def direct_user(command: str, direct: bool, user: str | None) -> str:
    """The namespace a ``--direct`` command acts in; refuses to guess one.

    Without ``--direct`` a ``--user`` would be ignored by the service (the key decides), so it is
    an error rather than a silent surprise; with it, ``--user`` is required.
    """
    if not direct:
        if user is not None:
            raise typer.BadParameter(
                f"`{command}` acts through the service in the API key's namespace; "
                "--user needs --direct (admin work on the database)",
                param_hint="--user",
            )
        return ""
    if user is None:
        raise typer.BadParameter(f"`{command} --direct` needs --user: the namespace to act in")
    from hippograph.graph.namespace import validate_user_id

    return validate_user_id(user)


def needs_direct(command: str, direct: bool) -> None:
    """Commands that only exist on the database say so instead of guessing."""
    if not direct:
        raise typer.BadParameter(
            f"`{command}` works on the database itself, not through the service: "
            "pass --direct (and --user) to run it as admin work"
        )


def id_table(*columns: str, ids: list[str], title: str | None = None) -> Table:
    """A table whose first column holds ids printed whole: never wrapped, never cut to "…".

    On a narrow terminal the other columns fold their text onto more lines instead.
    """
    table = Table(title=title)
    width = max((len(i) for i in ids), default=2)
    table.add_column(columns[0], no_wrap=True, min_width=width, overflow="ignore")
    for name in columns[1:]:
        table.add_column(name, overflow="fold", min_width=min(len(name), 4))
    return table


FULL_ID_LENGTH = 32  # a uuid4's hex digits; an id this long is taken as given, not as a prefix


def unique_id(prefix: str, ids: list[str], kind: str) -> str:
    """The one id in ``ids`` starting with ``prefix`` (ids are typed by prefix, like git's).

    >>> unique_id("3f2", ["3f2a…", "9c1b…"], "fact")
    '3f2a…'
    """
    from hippograph.errors import NotFoundError, ValidationError

    matches = sorted({i for i in ids if i.startswith(prefix)})
    if not matches:
        raise NotFoundError(f"no {kind} with an id starting {prefix!r}")
    if len(matches) > 1:
        shown = ", ".join(matches[:5])
        raise ValidationError(
            f"{prefix!r} is the start of {len(matches)} {kind} ids ({shown}): type more of it"
        )
    return matches[0]


def looks_whole(candidate: str) -> bool:
    return len(candidate.replace("-", "")) >= FULL_ID_LENGTH
