"""Names near in meaning but written apart are never merged by nearness alone: a vector match
decides only for names that share a written word (accents aside) or an acronym and its words."""

from __future__ import annotations

import pytest

from hippograph.ingestion.spelled import spelled_alike


@pytest.mark.parametrize(
    ("name", "other"),
    [
        ("Kraków", "Krakow Old Town"),
        ("NYC", "New York City"),
        ("Café de Flore", "Flore Café"),
        ("UN", "United Nations"),
    ],
)
def test_names_that_share_a_written_word_or_initials_may_merge(name: str, other: str) -> None:
    assert spelled_alike(name, other)


@pytest.mark.parametrize(
    ("name", "other"),
    [
        ("Москва", "Moscow"),
        ("北京", "Beijing"),
        ("Kaffeehaus Sol", "Café Sonne"),
        ("Museo de Arte", "Art Museum"),  # "de" is too short a word to say they are one
        ("Wien", "Vienna"),
    ],
)
def test_names_in_other_words_or_scripts_never_merge_by_nearness(name: str, other: str) -> None:
    assert not spelled_alike(name, other)
