"""A child or spouse said with "the" as a statement's subject is the speaker's own."""

from __future__ import annotations

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def _facts(extractor: SpacyExtractor, text: str) -> set[tuple[str, str, str]]:
    return {(f.entity_name, f.field, f.value) for f in extractor.extract(text).facts}


def test_the_kids_are_the_speakers_kids(extractor: SpacyExtractor) -> None:
    facts = _facts(extractor, "The kids adore their swimming lessons.")
    assert any(f[0] == "my kids" and "swimming lessons" in f[2] for f in facts), facts
    facts = _facts(extractor, "The three older kids collect stamps.")
    assert any(f[0] == "my kids" and "stamps" in f[2] for f in facts), facts


def test_the_spouse_is_the_speakers_spouse(extractor: SpacyExtractor) -> None:
    facts = _facts(extractor, "The wife teaches chemistry at a high school.")
    assert any(f[0] == "my wife" and "chemistry" in f[2] for f in facts), facts


def test_someone_elses_or_a_described_group_is_not_the_speakers(extractor: SpacyExtractor) -> None:
    for text in (
        "The kids at the library love comics.",
        "The kids who joined late love comics.",
        "Omar's kids are lovely. The kids love comics.",
        "The kids look adorable in your photo.",
    ):
        assert not [f for f in extractor.extract(text).facts if f.entity_name == "my kids"], text
