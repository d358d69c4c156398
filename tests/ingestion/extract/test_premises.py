"""Premises a person keeps somewhere say where they work: "Mr Quaye has a pharmacy on Station
Road" ties Quaye to the road (WORKS_IN; WORKS_AT an organisation), so a walk reaches the street and
its town. A home or a thing owned there ties no workplace."""

from __future__ import annotations

import pytest

from hippograph.ingestion.spacy_extractor import SpacyExtractor

WORKS = {"WORKS_IN", "WORKS_AT"}


@pytest.mark.parametrize(
    ("text", "person", "place"),
    [
        ("Mr Quaye has a pharmacy on Station Road.", "Quaye", "Station Road"),
        ("Bisi rents a studio in Peckham.", "Bisi", "Peckham"),
        ("Tomasz runs a little bike shop near Kazimierz.", "Tomasz", "Kazimierz"),
        ("Dr Ferreira has her practice on Rua Augusta.", "Ferreira", "Rua Augusta"),
    ],
)
def test_kept_premises_tie_their_keeper_to_the_place(
    extractor: SpacyExtractor, text: str, person: str, place: str
) -> None:
    result = extractor.extract(text)
    assert any(
        e.source_name == person and e.target_name == place and e.relation in WORKS for e in result.edges
    ), (text, result.edges)
    assert not any(e.name.startswith(("Mr ", "Dr ")) for e in result.entities), result.entities


@pytest.mark.parametrize(
    "text",
    ["I have a cottage in Wales.", "Maria owns two flats on Queen Street.", "Lena bought a car in Malmö."],
)
def test_a_home_or_a_thing_owned_is_no_workplace(extractor: SpacyExtractor, text: str) -> None:
    result = extractor.extract(text)
    assert not any(e.relation in WORKS for e in result.edges), (text, result.edges)
