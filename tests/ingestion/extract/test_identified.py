"""A thing a relative clause identifies is a subject of its own: "the bakery where my wife works
closes at six" says when that bakery closes."""

from __future__ import annotations

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_a_thing_identified_by_a_relative_clause_is_the_subject(extractor: SpacyExtractor) -> None:
    for text, thing, value in (
        ("The bakery where my wife works closes at six.", "bakery", "six"),
        ("The school that our daughter attends starts at eight.", "school", "eight"),
        ("The clinic where Darius works is near the harbour.", "clinic", "the harbour"),
    ):
        facts = extractor.extract(text).facts
        assert any(f.entity_name == thing and f.value == value for f in facts), text


def test_a_thing_nobody_identifies_is_no_subject(extractor: SpacyExtractor) -> None:
    for text in ("The gym is busy.", "The bakery closes at six."):
        assert not extractor.extract(text).facts, text


def test_a_relative_the_speaker_has_is_the_subject_of_the_relative_clause(extractor: SpacyExtractor) -> None:
    perth = extractor.extract("I have a friend who lives in Perth.")
    assert ("my friend", "LIVES_IN", "Perth") in {
        (e.source_name, e.relation, e.target_name) for e in perth.edges
    }
    pilot = extractor.extract("I have a cousin who is a pilot.")
    assert any(f.entity_name == "my cousin" and f.value == "pilot" for f in pilot.facts)


def test_a_thing_a_name_identifies_is_the_subject(extractor: SpacyExtractor) -> None:
    facts = extractor.extract("The flight to Tokyo costs 800 euros.").facts
    assert ("flight to Tokyo", "800 euros") in {(f.entity_name, f.value) for f in facts}
