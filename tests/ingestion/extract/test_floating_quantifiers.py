"""A quantifier floated off a plural subject ("were both teachers") is no part of what they were:
the value is the noun phrase alone."""

from __future__ import annotations

import pytest

from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "value"),
    [("My aunts were both midwives.", "midwives"), ("My grandparents were both farmers.", "farmers")],
)
def test_a_floated_quantifier_is_dropped(extractor: SpacyExtractor, text: str, value: str) -> None:
    result = extractor.extract(text)
    values = [f.value for f in result.facts]
    assert value in values and not any(v.startswith("both") for v in values), (text, result.facts)
