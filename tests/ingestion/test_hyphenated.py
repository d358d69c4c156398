"""Hyphenated words reach the readers as one token (``hippograph.ingestion.hyphenated``)."""

from __future__ import annotations

import pytest

from hippograph.ingestion.hyphenated import hyphenated_runs
from hippograph.ingestion.spacy_extractor import load_spacy


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("My father-in-law repairs clocks.", "father-in-law"),
        ("Her great-uncle fought in the war.", "great-uncle"),
        ("We bought a second-hand piano.", "second-hand"),
    ],
)
def test_a_hyphenated_word_is_one_token(text: str, word: str) -> None:
    doc = load_spacy()(text)
    assert word in [t.text for t in doc]
    assert not hyphenated_runs(doc)  # nothing left to merge


def test_digits_keep_their_pieces() -> None:
    doc = load_spacy()("The invoice is dated 2024-11-02 and covers items 3-7.")
    assert "2024-11-02" not in [t.text for t in doc]
