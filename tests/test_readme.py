"""Every GraphQL example in the README is valid against the schema the service serves."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from graphql import parse, validate

from hippograph.schema.root import build_schema
from hippograph.settings import Settings

README = Path(__file__).resolve().parents[1] / "README.md"
BLOCK = re.compile(r"```graphql\n(.*?)```", re.DOTALL)
OPERATION_START = re.compile(r"^(\{|query\b|mutation\b|subscription\b)")


def examples() -> list[str]:
    """The README's GraphQL blocks, split where an operation starts at the left margin."""
    documents: list[str] = []
    for block in BLOCK.findall(README.read_text(encoding="utf-8")):
        for line in block.splitlines():
            if OPERATION_START.match(line) or not documents:
                documents.append("")
            documents[-1] += line + "\n"
    return documents


def test_the_readme_has_examples() -> None:
    assert len(examples()) >= 8


@pytest.mark.parametrize("document", examples())
def test_readme_example_is_valid(document: str) -> None:
    schema = build_schema(Settings())._schema
    errors = validate(schema, parse(document))
    assert errors == [], document
