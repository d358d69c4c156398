"""Every Cypher statement HippoGraph runs, as ``.cypher`` files loaded by name.

Names are paths under this package without the suffix: ``query("graph/ensure_namespace")`` reads
``graph/ensure_namespace.cypher``. Files are read once and cached; a missing name is a programming
error and raises ``KeyError`` at the call site's first use.

>>> "MERGE" in query("graph/ensure_namespace")
True

Two things cannot be ``$parameters`` in Cypher and are written into the text instead, checked
here first. The upper bound of a path quantifier: a file writes ``{1,$$bound}`` and the caller
passes ``bound=`` (an int from 1 to :data:`MAX_BOUND`), so a walk of two hops never explores four.
The relationship types a walk follows: a file writes ``[:$$relations]`` and the caller passes
``relations=`` (names matching the strict relation pattern), so the walk reads only those
relationship groups of a dense node (a dynamic ``$(...)`` type would not).

>>> text = query("recall/expand", bound=2, relations=("KNOWS", "WORKS_AT"))
>>> "{1,2}" in text and "[:KNOWS|WORKS_AT]" in text
True

Servers that speak Cypher 25 with the ``SEARCH`` clause (Neo4j 2026.01 and later) run their own
version of a statement where one exists under ``cypher25/`` (same name below it): the vector
channels filter by namespace inside the index there. :func:`variant` picks the name to load, and
:func:`migration_names` the migrations (a ``cypher25/migrations`` file of the same number replaces
the base one, a new number is applied on such servers only).

>>> variant("recall/fact_candidates", cypher25=True)
'cypher25/recall/fact_candidates'
>>> variant("recall/expand", cypher25=True)
'recall/expand'
"""

from __future__ import annotations

from collections.abc import Collection
from functools import cache, lru_cache
from importlib import resources

from hippograph.graph.vocabulary import RELATION_PATTERN

_SUFFIX = ".cypher"
CYPHER25 = "cypher25"
_BOUND = "{1,$$bound}"
# In a relationship pattern, named or not: [:$$relations], [r:$$relations WHERE ...].
_RELATIONS = ":$$relations"
MAX_BOUND = 8


def query(name: str, bound: int | None = None, relations: Collection[str] | None = None) -> str:
    """The text of the statement ``name`` (e.g. ``"recall/fact_candidates"``), with its path bound and
    the relationship types it follows when the file has them."""
    # Checked before the cache, which would take 2.0 or True for the int 2 or 1.
    if bound is not None and (type(bound) is not int or not 1 <= bound <= MAX_BOUND):
        raise ValueError(f"path bound must be an int from 1 to {MAX_BOUND}, not {bound!r}")
    if relations is not None:
        if not relations or any(not RELATION_PATTERN.fullmatch(r) for r in relations):
            raise ValueError(f"relations must be names matching {RELATION_PATTERN.pattern}")
        return _with_relations(name, bound, tuple(sorted(set(relations))))
    text = _load(name, bound)
    if _RELATIONS in text:
        raise ValueError(f"{name}: the relationship types to follow are needed ({_RELATIONS})")
    return text


@lru_cache(maxsize=256)
def _with_relations(name: str, bound: int | None, relations: tuple[str, ...]) -> str:
    text = _load(name, bound)
    if _RELATIONS not in text:
        raise ValueError(f"{name}: relations are given only to a file that has {_RELATIONS}")
    return text.replace(_RELATIONS, f":{'|'.join(relations)}")


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


@cache
def variant(name: str, cypher25: bool) -> str:
    """The name to load for ``name`` on a server that does (or does not) speak Cypher 25 with
    ``SEARCH``: its ``cypher25/`` version when there is one."""
    if not cypher25:
        return name
    own = f"{CYPHER25}/{name}"
    return own if resources.files(__name__).joinpath(own + _SUFFIX).is_file() else name


def migration_names(cypher25: bool) -> list[str]:
    """The migrations to apply on such a server, in order of their numbers."""
    chosen = {name.rsplit("/", 1)[1]: name for name in names("migrations")}
    if cypher25:
        chosen |= {name.rsplit("/", 1)[1]: name for name in names(f"{CYPHER25}/migrations")}
    return [chosen[key] for key in sorted(chosen)]
