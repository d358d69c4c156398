"""A move said in the present progressive ("Tom is moving to Berlin") is arranged: a plan, never
a current LIVES_IN; a move said in the past is where the person lives."""

from __future__ import annotations

import pytest

from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "subject", "place"),
    [
        ("Tom is moving to Berlin.", "Tom", "Berlin"),
        ("My sister is relocating to Dublin.", "my sister", "Dublin"),
    ],
)
def test_a_progressive_move_is_a_plan(extractor: SpacyExtractor, text: str, subject: str, place: str) -> None:
    result = extractor.extract(text)
    assert any(f.entity_name == subject and f.value == place for f in result.facts), result.facts
    assert not any(e.relation == "LIVES_IN" and e.status == "current" for e in result.edges), result.edges


def test_a_move_done_is_where_one_lives(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I moved to Berlin last year.")
    assert any(e.relation == "LIVES_IN" and e.target_name == "Berlin" for e in result.edges), result.edges
