"""Several people or things counted by one plural noun and then named together: "I have two
brothers, Sami and Karim", "we adopted two cats, Miso and Tofu", "my daughters, Ada and Bea, ...".

The readers take the noun's apposition as the name of what it names ("a brother, Sami"); with a
plural noun the apposition is the first of coordinated names and each of its conjuncts is named
by the same noun: every name gets the statement the first one got, with the same noun and type.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from spacy.tokens import Token

from hippograph.ingestion.extract.naming import Statement
from hippograph.ingestion.extract.subjects import is_name, name_span
from hippograph.ingestion.extract.views import Clause


def each_named(statements: list[Statement], clause: Clause) -> Iterator[Statement]:
    """Every statement, and for a value named by the first of coordinated names in apposition to
    a plural noun, the same statement for each of the others."""
    for statement in statements:
        yield statement
        entity = statement.value_entity
        if entity is None:
            continue
        first = _first_named(entity.name, clause)
        if first is None:
            continue
        for other in first.conjuncts:
            if other.i <= first.i or not is_name(other):
                continue
            name = name_span(other) or other.text
            yield replace(statement, value=name, value_entity=replace(entity, name=name))


def _first_named(name: str, clause: Clause) -> Token | None:
    for token in clause.head.subtree:
        if token.dep_ not in {"appos", "oprd"} or (name_span(token) or token.text) != name:
            continue
        noun = token.head.head if token.dep_ == "oprd" else token.head  # "two cats named A and B"
        if noun.pos_ == "NOUN" and "Plur" in noun.morph.get("Number", []):
            return token
    return None


__all__ = ["each_named"]
