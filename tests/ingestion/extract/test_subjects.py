"""Unnamed things as subjects: "the flat", "my studio" said by the speaker are the speaker's own
things, entities of their own that statements are about, unless the message named one of their
kind before. Pure: the extractor on sentences."""

from __future__ import annotations

from hippograph.ingestion.extract.entity_types import type_for_descriptor
from hippograph.ingestion.extraction import SPEAKER, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def facts(result: Extraction) -> set[tuple[str, str, str]]:
    return {(f.entity_name, f.field, f.value) for f in result.facts}


def test_a_measured_thing_said_with_the_is_the_speakers(extractor: SpacyExtractor) -> None:
    result = extractor.extract("The flat is 48 square metres.")
    assert ("my flat", "size", "48 square metres") in facts(result)
    assert any(e.name == "my flat" for e in result.entities)


def test_a_dimension_of_an_owned_thing_is_the_things(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Our canoe is sixteen feet long.")
    assert ("my canoe", "length", "sixteen feet") in facts(result)


def test_what_an_owned_thing_does_is_about_the_thing(extractor: SpacyExtractor) -> None:
    result = extractor.extract("The bakery I work at closes at noon. My studio opens at nine.")
    assert any(f.entity_name == "my studio" and "nine" in f.value for f in result.facts)


def test_a_thing_named_before_is_not_presumed_the_speakers(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Dana bought a Vespa last week. The scooter is 2 metres long.")
    assert not any(f.entity_name in {"my scooter", SPEAKER} and "metres" in f.value for f in result.facts)


def test_a_room_is_not_a_pet_by_a_short_suffix() -> None:
    assert type_for_descriptor("kitchen") != "Pet"
    assert type_for_descriptor("sailboat") == "Product"
