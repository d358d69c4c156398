"""A relative clause of place read inside out by the parser ("The hospital where my mom
volunteers is in Leeds"): the relative's deed is tied to the place, the place is where it is."""

from __future__ import annotations

import pytest

from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "person", "place", "relation", "town"),
    [
        ("The hospital where my mom volunteers is in Leeds.", "my mom", "hospital", "VOLUNTEERS_AT", "Leeds"),
        ("The museum where my aunt volunteers is in Oxford.", "my aunt", "museum", "VOLUNTEERS_AT", "Oxford"),
        ("The college where my son studies is in Durham.", "my son", "college", "STUDIES_AT", "Durham"),
        ("The factory where my uncle works is in Sheffield.", "my uncle", "factory", "WORKS_AT", "Sheffield"),
    ],
)
def test_the_place_of_a_relative_clause(
    extractor: SpacyExtractor, text: str, person: str, place: str, relation: str, town: str
) -> None:
    result = extractor.extract(text)
    edges = {(e.source_name, e.relation, e.target_name) for e in result.edges}
    assert (person, relation, place) in edges, (text, edges)
    assert (place, "LOCATED_IN", town) in edges, (text, edges)
    assert not any(f.value == town and f.entity_name in ("@speaker", person) for f in result.facts), (
        result.facts
    )
