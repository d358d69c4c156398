"""The Cypher loader: every file loads, and a path bound is the only thing ever written in."""

from __future__ import annotations

from importlib import resources

import pytest

from hippograph.cypher import query

ROOT = resources.files("hippograph.cypher")


def all_names() -> list[str]:
    found = []
    for folder in ROOT.iterdir():
        if folder.is_dir() and folder.name != "__pycache__":
            found += [
                f"{folder.name}/{f.name.removesuffix('.cypher')}"
                for f in folder.iterdir()
                if f.name.endswith(".cypher")
            ]
    return sorted(found)


@pytest.mark.parametrize(
    "name", [n for n in all_names() if "$$bound" not in ROOT.joinpath(n + ".cypher").read_text()]
)
def test_every_statement_loads_without_a_bound(name: str) -> None:
    assert query(name)


def test_a_walk_is_bounded_by_the_hops_asked_for() -> None:
    assert "{1,2}" in query("recall/expand", 2) and "$$bound" not in query("recall/expand", 2)


@pytest.mark.parametrize("bound", [None, 0, 9, "2", True, 2.0])
def test_bounds_outside_the_range_are_refused(bound: object) -> None:
    with pytest.raises(ValueError):
        query("recall/expand", bound)  # type: ignore[arg-type]


def test_a_bound_for_a_statement_without_one_is_refused() -> None:
    with pytest.raises(ValueError):
        query("recall/candidates", 2)


def test_unknown_names_fail_loudly() -> None:
    with pytest.raises(KeyError):
        query("recall/no_such_statement")
