"""The Cypher loader: every file loads; a path bound and checked relationship types are the only
things ever written in."""

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


WALK_TYPES = ("WORKS_AT", "KNOWS")


def test_a_walk_is_bounded_by_the_hops_asked_for() -> None:
    text = query("recall/expand", 2, WALK_TYPES)
    assert "{1,2}" in text and "$$bound" not in text


def test_a_walk_follows_exactly_the_types_given() -> None:
    text = query("recall/expand", 2, ["WORKS_AT", "KNOWS", "KNOWS"])
    assert ":KNOWS|WORKS_AT " in text and "$$relations" not in text


@pytest.mark.parametrize("bound", [None, 0, 9, "2", True, 2.0])
def test_bounds_outside_the_range_are_refused(bound: object) -> None:
    with pytest.raises(ValueError):
        query("recall/expand", bound, WALK_TYPES)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "relations", [None, [], ["KNOWS]-(x) DETACH DELETE x //"], ["knows"], ["KNOWS", "A|B"]]
)
def test_walk_types_must_be_given_and_well_formed(relations: list[str] | None) -> None:
    with pytest.raises(ValueError):
        query("recall/expand", 2, relations)


def test_types_for_a_statement_without_a_walk_are_refused() -> None:
    with pytest.raises(ValueError):
        query("recall/fact_candidates", None, WALK_TYPES)


def test_a_bound_for_a_statement_without_one_is_refused() -> None:
    with pytest.raises(ValueError):
        query("recall/fact_candidates", 2)


def test_unknown_names_fail_loudly() -> None:
    with pytest.raises(KeyError):
        query("recall/no_such_statement")
