"""An age reached ("turned 70") is the person's age."""

from __future__ import annotations

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_turning_a_number_is_an_age(extractor: SpacyExtractor) -> None:
    for text, who, years in (
        ("My aunt turned 70 on Friday.", "my aunt", "70"),
        ("I just turned forty!", "@speaker", "forty"),
        ("I turned 33 years old in June.", "@speaker", "33"),
    ):
        facts = extractor.extract(text).facts
        assert any(f.entity_name == who and f.field == "age" and f.value == years for f in facts), text


def test_turning_a_thing_is_no_age(extractor: SpacyExtractor) -> None:
    for text in ("The pipe turned 90 degrees.", "My car turned 100000 miles."):
        assert not any(f.field == "age" for f in extractor.extract(text).facts), text
