"""Possession said of the thing owned ("X belongs to Y", "X is owned by Y", "X is Y's"): Y owns X."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "owner", "thing", "relation"),
    [
        ("The blue kayak belongs to Oskar.", "Oskar", "kayak", "OWNS"),
        ("That guitar belongs to my cousin Remi.", "Remi", "guitar", "OWNS"),
        ("The farmhouse is owned by my aunt.", "my aunt", "farmhouse", "OWNS"),
        ("This tablet is my sister's.", "my sister", "tablet", "OWNS"),
        ("The grey cat belongs to our neighbour Ilse.", "Ilse", "cat", "HAS_PET"),
        ("That camera is mine.", SPEAKER, "camera", "OWNS"),
    ],
)
def test_the_owner_owns_the_thing(
    extractor: SpacyExtractor, text: str, owner: str, thing: str, relation: str
) -> None:
    result = extractor.extract(text)
    assert any(
        e.source_name == owner and thing in e.target_name and e.relation == relation for e in result.edges
    ), (text, result.edges)
    assert not any(f.entity_name == SPEAKER and thing in f.value for f in result.facts if owner != SPEAKER), (
        text,
        result.facts,
    )


def test_belonging_to_a_group_is_no_ownership(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I belong to a rowing club.")
    assert not any(e.relation == "OWNS" for e in result.edges), result.edges
