"""bench/extraction_diagnostics.py: the aggregate figures of one conversation, and that they hold
counts and the extractor's own field names only, never a word of a turn or an observation."""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.extraction_diagnostics import diagnose
from bench.statements import Similarity, Statement


class WordEmbedder:
    """Bag of words: texts sharing their words are near, texts sharing none are orthogonal."""

    def __init__(self) -> None:
        self.vocabulary: dict[str, int] = {}

    def embed(self, texts: list[str]) -> list[list[float]]:
        out = []
        for text in texts:
            vector = np.zeros(64, dtype=np.float32)
            for word in text.casefold().split():
                vector[self.vocabulary.setdefault(word, len(self.vocabulary)) % 64] += 1.0
            out.append(vector.tolist())
        return out


@dataclass
class Turn:
    external_id: str
    speaker: str


@dataclass
class Observation:
    text: str
    dia_ids: tuple[str, ...]


def test_counts_by_field_cause_subject_and_turn_without_any_text() -> None:
    turns = [Turn("D1:1", "Ines"), Turn("D1:2", "Omar"), Turn("D1:3", "Ines")]
    observations = [
        Observation("Ines likes quilting", ("D1:1",)),  # covered by the "like" fact
        Observation("Omar adopted a greyhound", ("D1:2",)),  # the turn gave nothing
        Observation("Ines visited Oslo", ("D1:1",)),  # statements there, none near
    ]
    by_turn = {
        "D1:1": [
            Statement("fact", "Ines", "like", "quilting"),
            Statement("fact", "Omar", "instruction", "zzz qqq"),
        ],
        "D1:2": [],
        "D1:3": [Statement("edge", "Ines", "SIBLING_OF", "Tariq")],
    }
    skipped = {"D1:2": (["no fact found", "small talk"], 0)}
    d = diagnose(
        turns,
        observations,
        ("Ines", "Omar"),
        by_turn,
        Similarity(WordEmbedder()),
        frozenset({"instruction"}),
        skipped,
    )
    summary = d.summary()

    assert d.fields == {"like": [1, 1, 1], "instruction": [1, 1, 0], "SIBLING_OF": [1, 0, 0]}
    assert d.producers == {"open predicate": [1, 1, 1], "registry field": [1, 1, 0], "edge": [1, 0, 0]}
    assert d.subjects["subject: the other speaker"] == [1, 1, 0]
    assert dict(d.misses) == {"turn gave no statement": 1, "nearest < 0.5": 1}
    assert dict(d.covering_fields) == {"like": 1}
    assert d.about == {"speaker": [3, 1]}
    assert d.per_turn == {"observed": [2, 2], "unobserved": [1, 1]}
    assert dict(d.empty_reasons) == {"no fact found": 1, "small talk": 1}
    text = json.dumps(summary)
    for secret in ("quilting", "greyhound", "Oslo", "Tariq", "zzz", "Ines", "Omar"):
        assert secret not in text
