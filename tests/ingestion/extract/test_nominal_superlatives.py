"""A child named by age alone ("my eldest", "our youngest, Poppy") is the speaker's child."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_a_name_set_off_with_a_superlative_of_age_is_a_child(extractor: SpacyExtractor) -> None:
    for text, name in (
        ("Marcus, our eldest, plays the trombone.", "Marcus"),
        ("Our youngest, Elspeth, has just learned to swim.", "Elspeth"),
    ):
        edges = {(e.source_name, e.relation, e.target_name) for e in extractor.extract(text).edges}
        assert (SPEAKER, "PARENT_OF", name) in edges, (text, edges)


def test_an_oldest_friend_is_a_friend(extractor: SpacyExtractor) -> None:
    """Guard: the superlative before its own noun stays an adjective."""
    edges = extractor.extract("My oldest friend Ruth lives in Cork.").edges
    assert not any(e.relation == "PARENT_OF" for e in edges), edges


def test_a_campervan_called_by_a_name_is_a_vehicle(extractor: SpacyExtractor) -> None:
    result = extractor.extract("We named our campervan Mabel.")
    assert {e.name: e.type for e in result.entities}.get("Mabel") == "Product", result.entities
