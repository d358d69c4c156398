"""An infinitive of purpose says what the subject did something for."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def _facts(extractor: SpacyExtractor, text: str) -> set[tuple[str, str, str]]:
    return {(f.entity_name, f.field, f.value) for f in extractor.extract(text).facts}


def test_a_purpose_is_a_statement_beside_the_deed(extractor: SpacyExtractor) -> None:
    facts = _facts(extractor, "I took a night class to learn bookkeeping.")
    assert (SPEAKER, "take in order to", "learn bookkeeping") in facts, facts
    facts = _facts(extractor, "We rented a van to move the furniture to Leeds.")
    assert any(f[0] == SPEAKER and f[1] == "rent in order to" and "furniture" in f[2] for f in facts), facts


def test_an_object_taken_for_the_infinitives_subject_stays_out(extractor: SpacyExtractor) -> None:
    facts = _facts(extractor, "I knitted this scarf to keep my dad warm.")
    purposes = [f for f in facts if f[1].endswith("in order to")]
    assert purposes and all("scarf" not in f[2] for f in purposes), facts


def test_an_infinitive_that_completes_its_verb_is_no_purpose(extractor: SpacyExtractor) -> None:
    for text in (
        "I want to learn bookkeeping.",
        "I asked my cousin to help with the move.",
        "I have to finish the report.",
        "I decided to sell the boat.",
    ):
        assert not [f for f in extractor.extract(text).facts if f.field.endswith("in order to")], text
