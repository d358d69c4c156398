"""Verbless exclamations whose "I'm" or "I had" was dropped are the speaker's statements."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def _facts(extractor: SpacyExtractor, text: str) -> set[tuple[str, str, str]]:
    return {(f.entity_name, f.field, f.value) for f in extractor.extract(text).facts}


def test_a_feeling_with_what_it_is_about_is_the_speakers(extractor: SpacyExtractor) -> None:
    assert (SPEAKER, "is proud of", "nephew") in _facts(extractor, "So proud of my nephew!")
    assert (SPEAKER, "is grateful for", "neighbours") in _facts(
        extractor, "Truly grateful for my neighbours."
    )
    facts = _facts(extractor, "Wow, super nervous about the driving test on Monday!")
    assert any(f[0] == SPEAKER and "nervous" in f[1] + f[2] and "driving test" in f[2] for f in facts), facts


def test_a_participle_of_feeling_and_a_relative_clause_inside_the_object(extractor: SpacyExtractor) -> None:
    assert (SPEAKER, "is thrilled with", "garden") in _facts(extractor, "Totally thrilled with my garden.")
    facts = _facts(extractor, "Kinda nervous about the recital I signed up for.")
    assert any(f[0] == SPEAKER and "recital" in f[2] for f in facts), facts


def test_a_feeling_with_an_infinitive_is_what_the_speaker_will_do(extractor: SpacyExtractor) -> None:
    facts = _facts(extractor, "So excited to visit my aunt in Dublin!")
    assert any(f[0] == SPEAKER and "aunt" in f[2] for f in facts), facts


def test_an_exclaimed_occasion_of_the_speakers_is_one_they_had(extractor: SpacyExtractor) -> None:
    facts = _facts(extractor, "Such a lovely afternoon at the orchard with my grandparents!")
    assert any(f[0] == SPEAKER and f[1] == "have" and "orchard" in f[2] for f in facts), facts
    facts = _facts(extractor, "What an evening with the choir last Saturday!")
    assert any(f[0] == SPEAKER and "choir" in f[2] for f in facts), facts


def test_exclamations_about_the_other_person_or_a_thing_give_nothing(extractor: SpacyExtractor) -> None:
    for text in (
        "So proud of you!",
        "So happy for your brother!",
        "Perfect for a rainy day!",
        "What a beautiful garden!",
        "Such a fun trip!",
        "So excited about it!",
    ):
        assert not extractor.extract(text).facts, text


def test_a_capitalised_degree_word_taken_for_a_name_is_no_subject(extractor: SpacyExtractor) -> None:
    facts = _facts(extractor, "Super thrilled about the audition tomorrow.")
    assert any(f[0] == SPEAKER and "audition" in f[2] for f in facts), facts
    assert not [f for f in facts if f[0].casefold() == "super"], facts
