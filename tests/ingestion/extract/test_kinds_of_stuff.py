"""A vague noun whose modifier names a kind ("abstract stuff") is a value; a plain one is not."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def _values(extractor: SpacyExtractor, text: str) -> set[str]:
    return {f.value for f in extractor.extract(text).facts if f.entity_name == SPEAKER}


def test_a_kind_of_stuff_is_what_was_said(extractor: SpacyExtractor) -> None:
    assert any(
        "watercolour stuff" in v
        for v in _values(extractor, "Lately I've been experimenting with watercolour stuff.")
    )
    assert any("nautical things" in v for v in _values(extractor, "I collect nautical things."))


def test_plain_stuff_says_nothing(extractor: SpacyExtractor) -> None:  # guard
    for text in ("I've been buying new stuff.", "I like fun things.", "I've been doing other stuff."):
        assert not any(v.endswith(("stuff", "things")) for v in _values(extractor, text)), text
