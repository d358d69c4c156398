"""The vehicle a journey is made by ("I cycle to work on a Brompton") is a vehicle, a product,
not part of where one goes nor a place; said with "my", the speaker's own."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "vehicle", "owned"),
    [
        ("I bike to uni on a Cannondale.", "Cannondale", False),
        ("I commute in my Skoda.", "Skoda", True),
        ("I ride to the stables on my Honda.", "Honda", True),
    ],
)
def test_the_means_of_a_journey_is_a_vehicle(
    extractor: SpacyExtractor, text: str, vehicle: str, owned: bool
) -> None:
    result = extractor.extract(text)
    assert any(f.field == "vehicle" and f.value == vehicle for f in result.facts), (text, result.facts)
    assert [e.type for e in result.entities if e.name == vehicle] == ["Product"], result.entities
    assert not any(f.value.endswith(f" {vehicle}") for f in result.facts), result.facts
    assert any(e.relation == "OWNS" and e.source_name == SPEAKER for e in result.edges) == owned, result.edges


def test_a_known_service_said_with_the_is_no_vehicle_of_ones_own(extractor: SpacyExtractor) -> None:
    """Guard."""
    result = extractor.extract("We went to Rome on the Frecciarossa.")
    assert not any(f.field == "vehicle" for f in result.facts), result.facts
