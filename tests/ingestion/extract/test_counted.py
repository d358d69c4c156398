"""Coordinated names in apposition to a plural noun are each named by it."""

from __future__ import annotations

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_each_of_the_coordinated_names_is_named_by_the_plural_noun(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I have two daughters, Ada and Bea.")
    children = {f.value for f in result.facts if f.entity_name == "@speaker" and f.field == "child"}
    assert children == {"Ada", "Bea"}
    assert {(e.relation, e.target_name) for e in result.edges} >= {("PARENT_OF", "Ada"), ("PARENT_OF", "Bea")}


def test_a_singular_noun_names_only_its_apposition(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I have a daughter, Ada, and a son.")
    assert {f.value for f in result.facts if f.field == "child"} == {"Ada"}
