"""A routine says an activity with its time; the activity itself is a fact of its own."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_a_routine_keeps_the_activity_it_repeats(extractor: SpacyExtractor) -> None:
    for text, who, activity in (
        ("I play tennis on weekends.", SPEAKER, "tennis"),
        ("My daughter plays the violin after school.", "my daughter", "violin"),
    ):
        facts = extractor.extract(text).facts
        assert any(f.entity_name == who and f.field == "routine" for f in facts), text
        assert any(
            f.entity_name == who and f.field != "routine" and f.value.split()[-1] == activity for f in facts
        ), text


def test_a_feeling_that_comes_always_is_no_routine(extractor: SpacyExtractor) -> None:
    facts = extractor.extract("I always feel lighter after a swim.").facts
    assert not [f for f in facts if f.field in ("routine", "pattern")], facts
    facts = extractor.extract("I always overthink my emails on Mondays.").facts
    assert [f for f in facts if f.field in ("routine", "pattern")], facts  # a deed that recurs stays
