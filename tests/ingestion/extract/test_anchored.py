"""A relative or a role said with "the" and a clause that ties it to the speaker ("the friend I
met in Lisbon", "the colleague sitting next to me") is the speaker's, as with "my"; and a main
verb the parser hung inside such a clause ("the nurse who looked after me works in Derby") is the
sentence's own."""

from __future__ import annotations

import pytest

from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "subject", "field", "value"),
    [
        ("The friend I met in Lisbon teaches physics.", "my friend", "teach", "physics"),
        ("The colleague sitting next to me speaks Greek.", "my colleague", "language", "Greek"),
    ],
)
def test_a_definite_relative_tied_to_the_speaker_is_the_speakers(
    extractor: SpacyExtractor, text: str, subject: str, field: str, value: str
) -> None:
    facts = {(f.entity_name, f.field, f.value) for f in extractor.extract(text).facts}
    assert (subject, field, value) in facts, facts


def test_anyone_met_is_no_tie(extractor: SpacyExtractor) -> None:
    """Guard: "the woman I met" names no relation of the speaker's."""
    result = extractor.extract("The woman I met in Lisbon teaches physics.")
    assert not any(f.entity_name.startswith("my ") for f in result.facts), result.facts


@pytest.mark.parametrize(
    ("text", "subject", "relation", "place"),
    [
        ("The neighbour who looked after me works in Derby.", "my neighbour", "WORKS_IN", "Derby"),
        ("The coach who trained us lives in Hull.", "my coach", "LIVES_IN", "Hull"),
    ],
)
def test_a_main_verb_hung_in_the_relative_clause(
    extractor: SpacyExtractor, text: str, subject: str, relation: str, place: str
) -> None:
    result = extractor.extract(text)
    edges = {(e.source_name, e.relation, e.target_name) for e in result.edges}
    assert (subject, relation, place) in edges, edges


def test_a_passing_service_is_no_tie(extractor: SpacyExtractor) -> None:
    """Guard: "the waiter who served us" is no one the speaker has as a waiter."""
    result = extractor.extract("The waiter who served us was from Porto.")
    assert not any(e.name.startswith("my ") for e in result.entities), result.entities
