"""Every Cypher statement HippoGraph runs, as ``.cypher`` files loaded by name.

Names are paths under this package without the suffix: ``query("graph/ensure_namespace")`` reads
``graph/ensure_namespace.cypher``. Files are read once and cached; a missing name is a programming
error and raises ``KeyError`` at the call site's first use.

>>> "MERGE" in query("graph/ensure_namespace")
True
"""

from __future__ import annotations

from functools import cache
from importlib import resources

_SUFFIX = ".cypher"


@cache
def query(name: str) -> str:
    """The text of the statement ``name`` (e.g. ``"recall/fulltext_facts"``)."""
    node = resources.files(__name__).joinpath(name + _SUFFIX)
    if not node.is_file():
        raise KeyError(f"no Cypher file {name}{_SUFFIX} in hippograph/cypher")
    return node.read_text(encoding="utf-8").strip()


def statements(name: str) -> list[str]:
    """The statements of a migration file: the one kind of file that holds several, because a
    migration is an ordered list of schema changes that each need their own transaction."""
    body = "\n".join(line for line in query(name).splitlines() if not line.lstrip().startswith("//"))
    return [part.strip() for part in body.split(";") if part.strip()]


def names(folder: str) -> list[str]:
    """Names of the statements directly inside ``folder``, sorted (migrations rely on the order)."""
    root = resources.files(__name__).joinpath(folder)
    return sorted(
        f"{folder}/{item.name.removesuffix(_SUFFIX)}"
        for item in root.iterdir()
        if item.name.endswith(_SUFFIX)
    )
