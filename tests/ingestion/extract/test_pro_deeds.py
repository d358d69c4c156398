""" "Doing it", "did that": a deed that only points at one said before names nothing of its own, so
its duration or date is no statement ("do for = twenty years"); a deed with an object is one."""

from __future__ import annotations

import pytest

from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    "text", ["Gus has been doing it for twenty years.", "My dad has been doing this since 1990."]
)
def test_a_pointing_deed_states_nothing(extractor: SpacyExtractor, text: str) -> None:
    facts = extractor.extract(text).facts
    assert not any(f.field.startswith("do") for f in facts), facts


def test_a_deed_with_an_object_is_still_stated(extractor: SpacyExtractor) -> None:
    facts = extractor.extract("Ana has been doing yoga for ten years.").facts
    assert any(f.entity_name == "Ana" and f.value == "yoga" for f in facts), facts
