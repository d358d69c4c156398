"""Amounts: an owned thing's price is its owner's fact; a quantity lost is no possession."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_an_owned_things_amount_is_the_owners_fact(extractor: SpacyExtractor) -> None:
    for text, fact in (
        ("Our electricity bill is about 120 pounds.", (SPEAKER, "electricity bill", "120 pounds")),
        ("My phone bill is around 40 dollars.", (SPEAKER, "phone bill", "40 dollars")),
    ):
        assert fact in {(f.entity_name, f.field, f.value) for f in extractor.extract(text).facts}, text


def test_a_quantity_lost_is_no_possession_ended(extractor: SpacyExtractor) -> None:
    facts = extractor.extract("I lost 8 kilos since January.").facts
    assert not [f for f in facts if f.field == "possession"]
    assert [
        f
        for f in extractor.extract("I sold my car.").facts
        if f.field == "possession" and f.status == "ended"
    ]
