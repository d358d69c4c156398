"""Every Cypher statement HippoGraph runs, as ``.cypher`` files loaded by name.

Names are paths under this package without the suffix: ``query("graph/ensure_namespace")`` reads
``graph/ensure_namespace.cypher``. Files are read once and cached; a missing name is a programming
error and raises ``KeyError`` at the call site's first use.

>>> "MERGE" in query("graph/ensure_namespace")
True

One thing cannot be a ``$parameter`` in Cypher: the upper bound of a path quantifier. A file that
needs one writes ``{1,$$bound}`` and the caller passes ``bound=`` (an int from 1 to
:data:`MAX_BOUND`, checked here), so a walk of two hops never explores four.

>>> "{1,2}" in query("recall/expand", bound=2)
True
"""

from __future__ import annotations

from functools import cache
from importlib import resources

_SUFFIX = ".cypher"
_BOUND = "{1,$$bound}"
MAX_BOUND = 8


def query(name: str, bound: int | None = None) -> str:
    """The text of the statement ``name`` (e.g. ``"recall/candidates"``), with its path bound."""
    # Checked before the cache, which would take 2.0 or True for the int 2 or 1.
    if bound is not None and (type(bound) is not int or not 1 <= bound <= MAX_BOUND):
        raise ValueError(f"path bound must be an int from 1 to {MAX_BOUND}, not {bound!r}")
    return _load(name, bound)


@cache
def _load(name: str, bound: int | None) -> str:
    node = resources.files(__name__).joinpath(name + _SUFFIX)
    if not node.is_file():
        raise KeyError(f"no Cypher file {name}{_SUFFIX} in hippograph/cypher")
    text = node.read_text(encoding="utf-8").strip()
    if (bound is None) != (_BOUND not in text):
        raise ValueError(f"{name}: a path bound is needed exactly when the file has {_BOUND}")
    if bound is None:
        return text
    return text.replace(_BOUND, f"{{1,{bound}}}")


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
