"""Which values compaction takes for the same value: the normalised string, or two names of one
entity in a single-valued field; never two different values of a many-valued one."""

from __future__ import annotations

from typing import Any

import pytest

from hippograph.hygiene.merge import plan_merges, same_value_key
from hippograph.text import normalise_value


@pytest.mark.parametrize(
    ("a", "b"),
    [("English", "english"), ("New-York Times.", "the new york times"), ("  Rock   climbing ", "rock-climbing"),
     ("Café", "CAFÉ"), ("ﬁsh", "fish"), ("don't", "dont"), ("U.S.", "us")],
)  # fmt: skip
def test_the_same_value_normalises_alike(a: str, b: str) -> None:
    assert normalise_value(a) == normalise_value(b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("English", "Japanese"),
        ("Vitamin A", "Vitamin"),
        ("A", ""),
        ("C++", "C"),
        ("2", "two"),
        ("Ana", "Anna"),
    ],
)
def test_different_values_stay_different(a: str, b: str) -> None:
    assert normalise_value(a) != normalise_value(b)


def fact(uid: str, value: str, score: float = 0.0, access_count: int = 0) -> dict[str, Any]:
    return {"uid": uid, "value": value, "score": score, "confidence": 0.5, "access_count": access_count}


def merges(facts: list[dict[str, Any]], single: bool, entities: dict[str, list[str]]) -> list[dict[str, Any]]:
    return list(plan_merges(facts, lambda f: same_value_key(f, single, entities)))


def test_languages_never_merge_and_duplicates_fold_into_the_strongest() -> None:
    facts = [
        fact("1", "English"),
        fact("2", "Portuguese"),
        fact("3", "Japanese"),
        fact("4", "english.", 2.0, 3),
    ]
    assert merges(facts, single=False, entities={}) == [
        {"keeper": "4", "merged": ["1"], "access_count": 3, "confidence": 0.5}
    ]


def test_two_names_of_one_entity_merge_only_in_a_single_valued_field() -> None:
    entities = {"nyc": ["e1"], "new york city": ["e1"], "newark": ["e2"], "springfield": ["e3", "e4"]}
    facts = [fact("1", "NYC"), fact("2", "New York City", 1.0), fact("3", "Newark")]
    assert [(m["keeper"], m["merged"]) for m in merges(facts, True, entities)] == [("2", ["1"])]
    assert merges(facts, False, entities) == []
    # A name of two entities proves nothing.
    assert merges([fact("1", "Springfield"), fact("2", "springfield!")], True, entities)[0]["merged"] == ["2"]
    assert merges([fact("1", "Springfield"), fact("2", "Newark")], True, entities) == []


def test_a_value_of_punctuation_alone_is_never_merged() -> None:
    assert merges([fact("1", "?"), fact("2", "!")], False, {}) == []
