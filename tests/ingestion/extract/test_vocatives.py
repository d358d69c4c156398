"""A name set off by commas is someone spoken to, even when a clause opened by "that" follows it
("Wow, Priya, that sounds ..."): no relative clause of the name, no statement about her. Pure."""

from __future__ import annotations

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_a_that_clause_after_a_vocative_says_nothing_of_the_name(extractor: SpacyExtractor) -> None:
    for text in ("Wow, Caroline, that sounds really exciting!", "Oh, Caroline, that sounds so relaxing!"):
        result = extractor.extract(text)
        assert not [f for f in result.facts if f.entity_name == "Caroline"], (text, result.facts)


def test_a_relative_clause_with_who_still_describes_the_name(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I met Kofi, who teaches pottery at the college.")
    assert any(f.entity_name == "Kofi" for f in result.facts), result.facts
