"""A copula's noun and its prepositional phrase, said once.

"I'm a huge believer in hard work" reads as "is: huge believer in hard work", the whole noun
phrase; reading its preposition again on its own ("is believer in: hard work") says the same thing
twice in the graph. The prepositional reading stays where it adds something: a role's place ("a
nurse at St Luke's": works there) or a named thing (an entity, and the edge to it).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from hippograph.ingestion.extract.naming import Statement


def not_said_within(
    found: Iterable[Statement], said: list[Statement], base: str, noun: str
) -> Iterator[Statement]:
    """The prepositional statements of ``found`` that the copula's own statements ``said`` do not
    already hold in full. ``base`` is the predicate the preposition was read with; ``noun`` the
    copula's noun (``be <noun>`` marks no role)."""
    for statement in found:
        plain = base == f"be {noun.casefold()}" and statement.value_entity is None
        words = _words(f"{statement.predicate.split()[-1]} {statement.value}")
        if plain and any(words <= _words(s.value) for s in said):
            continue
        yield statement


def _words(text: str) -> frozenset[str]:
    return frozenset(text.casefold().split())
