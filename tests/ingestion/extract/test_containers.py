"""A place named with its region ("Springfield, Illinois") is one place in that region: the
statement keeps the place alone and the place is tied to the region (LOCATED_IN); a list of
places stays a list. The extractor alone. Sentences written for these tests."""

from __future__ import annotations

import pytest

from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "place", "region"),
    [
        ("My aunt lives in Springfield, Illinois.", "Springfield", "Illinois"),
        ("I grew up in Paris, Texas.", "Paris", "Texas"),
        ("We visited Portland, Oregon last summer.", "Portland", "Oregon"),
    ],
)
def test_a_region_after_a_comma_contains_the_place(
    extractor: SpacyExtractor, text: str, place: str, region: str
) -> None:
    result = extractor.extract(text)
    assert [f.value for f in result.facts] == [place]
    assert (place, "LOCATED_IN", region) in [(e.source_name, e.relation, e.target_name) for e in result.edges]


def test_a_list_of_places_stays_a_list_beside_a_place_in_its_region(extractor: SpacyExtractor) -> None:
    listed = extractor.extract("I have lived in London, Paris and Berlin.")
    assert [f.value for f in listed.facts] == ["London", "Paris", "Berlin"]
    assert not [e for e in listed.edges if e.relation == "LOCATED_IN"]
    placed = extractor.extract("My brother moved to Salem, Oregon.")
    assert [(e.source_name, e.target_name) for e in placed.edges if e.relation == "LOCATED_IN"] == [
        ("Salem", "Oregon")
    ]
