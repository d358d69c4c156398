"""An outing said with "go" and a gerund parsed as an adverbial clause is still the outing."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def _gone(extractor: SpacyExtractor, text: str) -> set[str]:
    return {f.value for f in extractor.extract(text).facts if f.entity_name == SPEAKER and f.field == "go"}


def test_we_went_camping_with_someone_is_an_outing(extractor: SpacyExtractor) -> None:
    assert any("camping" in v for v in _gone(extractor, "We went camping with the kids."))
    assert any("camping" in v for v in _gone(extractor, "We went camping with our neighbours in May."))
    # a gerund with its own subordinator is a time, not the outing; a denied one is none
    assert not _gone(extractor, "We went home after finishing the inventory.")
    assert not _gone(extractor, "We didn't go camping with the kids.")
