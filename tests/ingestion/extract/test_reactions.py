"""Reactions to the person spoken to give no fact about the speaker alone (only the tie to the
listener, marked: ``test_listener_reactions``); a linking verb's adjective keeps its preposition."""

from __future__ import annotations

from hippograph.ingestion.extract.listener_reactions import LISTENER_KEY
from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def _facts(extractor: SpacyExtractor, text: str) -> set[tuple[str, str, str]]:
    return {(f.entity_name, f.field, f.value) for f in extractor.extract(text).facts}


def test_a_feeling_aimed_at_the_other_person_is_no_fact_about_the_speaker(extractor: SpacyExtractor) -> None:
    for text in (
        "I'm really proud of you for finishing the triathlon.",
        "I'm so happy for you and your wife.",
        "I'm a little envious of your vacation in Greece.",
        "I am thankful for you and your patience.",
    ):
        facts = [
            f
            for f in extractor.extract(text).facts
            if f.entity_name == SPEAKER and LISTENER_KEY not in f.metadata
        ]
        assert not facts, (text, facts)
    # the speaker's own: kept
    assert (SPEAKER, "is proud of", "son") in _facts(
        extractor, "I'm proud of my son for passing his driving test."
    )
    assert (SPEAKER, "is excited about", "the audition") in _facts(
        extractor, "I'm excited about the audition."
    )


def test_a_liking_of_the_other_persons_thing_is_no_fact_about_the_speaker(extractor: SpacyExtractor) -> None:
    for text in ("I really appreciate your honesty.", "I adored your photos of the canyon."):
        facts = [
            f
            for f in extractor.extract(text).facts
            if f.entity_name == SPEAKER and LISTENER_KEY not in f.metadata
        ]
        assert not facts, (text, facts)
    assert any(f[0] == SPEAKER and "honesty" in f[2] for f in _facts(extractor, "I really value honesty."))


def test_a_curiosity_about_something_is_no_personality_trait(extractor: SpacyExtractor) -> None:
    assert not [
        f for f in extractor.extract("I'm curious about your new apartment.").facts if f.field == "trait"
    ]


def test_a_linking_verbs_adjective_goes_with_its_preposition(extractor: SpacyExtractor) -> None:
    assert (SPEAKER, "get better at", "swimming") in _facts(extractor, "I'm getting better at swimming.")
    facts = _facts(extractor, "I'm always up for a road trip.")
    assert (SPEAKER, "is up for", "road trip") in facts
    assert not [f for f in facts if f[1] == "is for"]


def test_an_emotion_about_the_other_persons_thing_is_a_reaction(extractor: SpacyExtractor) -> None:
    facts = extractor.extract("I'm a little anxious about your surgery.").facts
    assert not [f for f in facts if LISTENER_KEY not in f.metadata]
    assert [f for f in extractor.extract("I'm anxious about my surgery.").facts if f.field == "emotion"]


def test_a_copulas_particle_goes_with_its_preposition(extractor: SpacyExtractor) -> None:
    facts = _facts(extractor, "I'm down for a long hike.")
    assert (SPEAKER, "is down for", "long hike") in facts
    assert not [f for f in facts if f[1] == "is for"]
