"""A child named by birth order ("my youngest", "our eldest") is the speaker's child."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_a_child_by_birth_order_is_a_relative_with_facts(extractor: SpacyExtractor) -> None:
    found = extractor.extract("Our eldest plays the trombone in a brass band.")
    assert any(e.source_name == SPEAKER and e.relation == "PARENT_OF" for e in found.edges), found.edges
    assert any("trombone" in f.value and f.entity_name != SPEAKER for f in found.facts), found.facts


def test_a_birth_order_adjective_before_a_noun_is_that_noun(extractor: SpacyExtractor) -> None:  # guard
    found = extractor.extract("My eldest sister teaches maths in Dundee.")
    assert any(e.relation == "SIBLING_OF" for e in found.edges), found.edges
    assert not any(e.relation == "PARENT_OF" for e in found.edges), found.edges
