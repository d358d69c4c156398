"""A thing said with "it" that gives the speaker something good is what the speaker values
(extract/gifts.py). Sentences written for these tests. Pure: the shipped spaCy model."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def statements(extractor: SpacyExtractor, text: str) -> set[tuple[str, str, str]]:
    return {(f.entity_name, f.field, f.value) for f in extractor.extract(text).facts}


def test_it_bringing_me_peace_values_the_named_thing(extractor: SpacyExtractor) -> None:
    found = statements(extractor, "My new Kindle is great, it brings me so much peace.")
    assert (SPEAKER, "cares_about", "Kindle") in found, found
    assert not any(entity == "Kindle" for entity, _, _ in found)  # no "Kindle bring much peace"


def test_it_giving_me_a_lot_of_hope_values_the_named_work(extractor: SpacyExtractor) -> None:
    found = statements(extractor, 'I loved "The Overstory" by Richard Powers. It gave me a lot of hope.')
    assert (SPEAKER, "cares_about", "Overstory") in found, found


def test_it_giving_hope_to_others_is_not_the_speakers(extractor: SpacyExtractor) -> None:
    found = statements(extractor, "My new Kindle is great, it gives hope to everyone.")
    assert not any(field == "cares_about" for _, field, _ in found), found
    found = statements(extractor, "My new Kindle is great, it brings me so much peace.")
    assert (SPEAKER, "cares_about", "Kindle") in found, found
