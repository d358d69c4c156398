"""A word for anyone keeps the relative clause that says who it is (extract/restrictive.py);
any other noun keeps its relative clause out of the value. Sentences written for these tests.
Pure: the shipped spaCy model, no database."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def values(extractor: SpacyExtractor, text: str) -> set[str]:
    return {f.value for f in extractor.extract(text).facts if f.entity_name == SPEAKER}


def test_anyone_keeps_its_relative_clause(extractor: SpacyExtractor) -> None:
    found = values(extractor, "I help anyone who struggles with algebra.")
    assert any(v.endswith("anyone who struggles with algebra") for v in found), found


def test_people_keep_their_relative_clause(extractor: SpacyExtractor) -> None:
    found = values(extractor, "I mentor people who have just left prison.")
    assert any(v.endswith("people who have just left prison") for v in found), found


def test_a_particular_noun_leaves_its_relative_clause_out(extractor: SpacyExtractor) -> None:
    found = values(extractor, "I mentor people who have just left prison, and I restored the boat that sank.")
    assert any(v.endswith("people who have just left prison") for v in found), found
    assert not any("that sank" in v for v in found), found  # "the boat" is one boat: its clause is read apart
