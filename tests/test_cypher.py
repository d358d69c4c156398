"""The Cypher loader: every file loads; a path bound and checked relationship types are the only
things ever written in."""

from __future__ import annotations

from importlib import resources

import pytest

from hippograph.cypher import migration_names, query, statements, variant

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


CYPHER25_FILES = sorted(
    f"{folder.name}/{f.name.removesuffix('.cypher')}"
    for folder in ROOT.joinpath("cypher25").iterdir()
    if folder.is_dir()
    for f in folder.iterdir()
    if f.name.endswith(".cypher")
)


def test_cypher25_variants_replace_statements_that_exist_or_add_migrations() -> None:
    assert "recall/fact_candidates" in CYPHER25_FILES
    for name in CYPHER25_FILES:
        assert variant(name, cypher25=True) == f"cypher25/{name}"
        assert variant(name, cypher25=False) == name
        if not name.startswith("migrations/"):
            assert ROOT.joinpath(name + ".cypher").is_file(), f"{name}: a variant of nothing"
            code = [line for line in query(f"cypher25/{name}").splitlines() if not line.startswith("//")]
            assert code[0] == "CYPHER 25"
            assert "SEARCH" in query(f"cypher25/{name}") and "db.index.vector" not in query(
                f"cypher25/{name}"
            )


def test_migrations_of_each_server_line() -> None:
    plain = [name.rsplit("/", 1)[1] for name in migration_names(cypher25=False)]
    filtered = [name.rsplit("/", 1)[1] for name in migration_names(cypher25=True)]
    assert plain == sorted(plain) and filtered == sorted(filtered)
    assert "0009_filtered_vector_indexes" in filtered and "0009_filtered_vector_indexes" not in plain
    assert set(plain) < set(filtered)
    assert all(
        s.startswith(("CYPHER 25", "DROP INDEX"))
        for s in statements("cypher25/migrations/0009_filtered_vector_indexes")
    )
