"""A name a device runs or one installs, updates or downloads is software: a Product, never a
place or an organisation."""

from __future__ import annotations

import pytest

from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("I switched my tablet to Android.", "Android"),
        ("I installed Notion on my phone.", "Notion"),
        ("My old computer runs Linux.", "Linux"),
        ("I updated Firefox yesterday.", "Firefox"),
        ("I uninstalled Instagram last month.", "Instagram"),
    ],
)
def test_software_is_a_product(extractor: SpacyExtractor, text: str, name: str) -> None:
    entities = {e.name: e.type for e in extractor.extract(text).entities}
    assert entities.get(name) == "Product", (text, entities)


def test_a_town_moved_to_stays_a_place(extractor: SpacyExtractor) -> None:
    entities = {e.name: e.type for e in extractor.extract("We moved to Leeds in 2020.").entities}
    assert entities.get("Leeds") == "Place", entities


def test_switching_over_from_a_product(extractor: SpacyExtractor) -> None:
    entities = {e.name: e.type for e in extractor.extract("I switched from iPhone to Android.").entities}
    assert entities.get("Android") == "Product", entities
