"""A compound adjective in "-ed" is a trait of the subject (compound_adjectives.py, worth.py)."""

from __future__ import annotations

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_a_compound_in_ed_is_a_lasting_trait(extractor: SpacyExtractor) -> None:
    for text, who, value in (
        ("Bogdan is left-handed.", "Bogdan", "left-handed"),
        ("My neighbour Ulla is red-haired.", "Ulla", "red-haired"),
    ):
        found = {(f.entity_name, f.value) for f in extractor.extract(text).facts}
        assert (who, value) in found, (text, found)


def test_a_bare_state_of_the_moment_stays_out(extractor: SpacyExtractor) -> None:
    assert not extractor.extract("Bogdan is exhausted.").facts
