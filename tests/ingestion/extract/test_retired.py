"""Who retired is retired: the job ends (an ended employer without a value) and a lasting
``employment_status = retired`` is said."""

from __future__ import annotations

import pytest

from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "who"), [("My aunt retired in March.", "my aunt"), ("Kofi retired.", "Kofi")]
)
def test_who_retired_is_retired(extractor: SpacyExtractor, text: str, who: str) -> None:
    result = extractor.extract(text)
    assert any(
        f.entity_name == who
        and f.field == "employment_status"
        and f.value == "retired"
        and f.status == "current"
        for f in result.facts
    ), (text, result.facts)


def test_a_plan_to_retire_is_no_retirement(extractor: SpacyExtractor) -> None:
    """Guard."""
    result = extractor.extract("My aunt will retire next spring.")
    assert not any(f.field == "employment_status" for f in result.facts), result.facts
