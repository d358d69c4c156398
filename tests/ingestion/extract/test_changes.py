"""An amount said by how it changed is what it came to: "my rent went up to 1,200 pounds a month"."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "owner", "field", "value"),
    [
        ("My rent went up to 1,200 pounds a month.", SPEAKER, "rent", "1,200 pounds a month"),
        ("Our mortgage dropped to 900 euros a month.", SPEAKER, "mortgage", "900 euros a month"),
        ("Tomas's salary went up to 70k.", "Tomas", "salary", "70k"),
    ],
)
def test_what_an_amount_came_to_is_the_owners_fact(
    extractor: SpacyExtractor, text: str, owner: str, field: str, value: str
) -> None:
    facts = {(f.entity_name, f.field, f.value) for f in extractor.extract(text).facts}
    assert (owner, field, value) in facts
    # a change by an amount is not the amount it came to
    by = extractor.extract(text.replace(" up to ", " up by ").replace(" to ", " by ")).facts
    assert not any(f.entity_name == owner and f.field == field for f in by)
