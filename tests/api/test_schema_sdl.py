"""schema.graphql is the exported SDL; re-export with ``python -m hippograph.schema.export``."""

from __future__ import annotations

from pathlib import Path

from hippograph.schema.export import sdl

ROOT = Path(__file__).resolve().parents[2]


def test_schema_graphql_is_up_to_date() -> None:
    exported = (ROOT / "schema.graphql").read_text(encoding="utf-8")
    assert exported == sdl(), "the schema changed: run `python -m hippograph.schema.export`"


def test_the_sdl_names_the_operations_of_the_api() -> None:
    text = sdl()
    for operation in (
        "recall(",
        "factHistory(",
        "entities(",
        "paths(",
        "remember(",
        "mergeEntities(",
        "unmergeEntities(",
        "forgetMe",
    ):
        assert operation in text
