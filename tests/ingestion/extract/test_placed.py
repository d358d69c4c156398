"""Where someone works, said through the place of the work."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def edges(result: Extraction) -> set[tuple[str, str, str, str]]:
    return {(e.source_name, e.relation, e.target_name, e.status) for e in result.edges}


def test_the_place_of_the_workplace_is_where_one_works(extractor: SpacyExtractor) -> None:
    for text, who, place in (
        ("Kwame runs a print shop in Accra.", "Kwame", "Accra"),
        ("My wife works at a hospital in Leeds.", "my wife", "Leeds"),
        ("Jakub manages a hotel in Kraków.", "Jakub", "Kraków"),
        ("I work in Berlin.", SPEAKER, "Berlin"),
    ):
        result = extractor.extract(text)
        assert (who, "WORKS_IN", place, "current") in edges(result), text
        assert any(e.name == place and e.type == "Place" for e in result.entities), text


def test_work_left_plans_and_denials_are_no_current_work_place(extractor: SpacyExtractor) -> None:
    assert ("Sam", "WORKS_IN", "Zurich", "ended") in edges(
        extractor.extract("Sam used to work at a bank in Zurich.")
    )
    for text in ("I don't work in London.", "I want to work in Berlin.", "I bought a flat in Porto."):
        assert not [e for e in extractor.extract(text).edges if e.relation == "WORKS_IN"], text


def test_a_place_said_on_the_object_is_where_the_subject_lives(extractor: SpacyExtractor) -> None:
    for text, edge in (
        ("My sister lives with her boyfriend in Madrid.", ("my sister", "LIVES_IN", "Madrid", "current")),
        ("My dad works as a mechanic in Detroit.", ("my dad", "WORKS_IN", "Detroit", "current")),
        ("I grew up on a farm in Iowa.", (SPEAKER, "LIVED_IN", "Iowa", "current")),
    ):
        assert edge in edges(extractor.extract(text)), text
    for text in ("Kofi plays for a football club in Kumasi.", "Omar goes to school in Nairobi."):
        assert not [e for e in extractor.extract(text).edges if e.relation in {"LIVES_IN", "WORKS_IN"}], text
