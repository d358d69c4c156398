"""What not to keep: a mood of the moment, the listener's thing read as the speaker's own attitude,
the shorter of two readings of one clause. Sentences written for these tests, read by the shipped
extractor; what a sentence says for good stays."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extract.passing import PASSING, REACTION, SHORTER
from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def said(extractor: SpacyExtractor, text: str) -> list[str]:
    extraction = extractor.extract(text)
    facts = [f"{f.field} {f.value}" for f in extraction.facts if f.confidence >= 0.6]
    return facts + [f"{e.relation} {e.target_name}" for e in extraction.edges]


@pytest.mark.parametrize(
    ("text", "mood"),
    [
        ("Honestly, I got so tired.", "tired"),
        ("The old garden makes me feel calm.", "calm"),  # caused: the feeling, not what it is of
        ("Somehow I stayed calm.", "calm"),
        ("I'm feeling content tonight.", "content"),  # progressive
        ("My nephew felt so relaxed.", "relaxed"),  # anyone's, not only the speaker's
    ],
)
def test_a_mood_of_the_moment_is_no_fact(extractor: SpacyExtractor, text: str, mood: str) -> None:
    found = said(extractor, text)
    assert not [f for f in found if mood in f], found


def test_a_dropped_mood_says_why(extractor: SpacyExtractor) -> None:
    extraction = extractor.extract("Somehow I stayed calm.")
    assert PASSING in {s.reason for s in extraction.skipped}


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("I always get nervous before exams.", "nervous"),  # when it comes, always: a disposition
        ("I felt so accepted at the conference.", "accepted"),  # a feeling with its occasion
        ("I feel calm whenever I paint.", "calm"),
        ("I'm pretty shy around new people.", "shy"),  # a trait, not a feeling
        ("I'm vegetarian.", "vegetarian"),
        ("Our cat Pip got sick last winter.", "sick"),  # an illness is an event, not a mood
    ],
)
def test_a_disposition_or_a_lasting_state_stays(extractor: SpacyExtractor, text: str, word: str) -> None:
    found = said(extractor, text)
    assert [f for f in found if word in f], found


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("Sounds like your trip was amazing.", "trip"),  # the listener's trip, not a liking of trips
        ("Your advice means a lot to me.", "advice"),
        ("I was sorry to hear about your knee.", "knee"),
        ("I really like your new garden shed.", "your"),  # the tie "@agent's shed" stays, not "your shed"
    ],
)
def test_the_listeners_thing_is_not_the_speakers_attitude(
    extractor: SpacyExtractor, text: str, thing: str
) -> None:
    extraction = extractor.extract(text)
    found = [f"{f.field} {f.value}" for f in extraction.facts if f.entity_name == SPEAKER]
    assert not [f for f in found if thing in f], found
    assert REACTION in {s.reason for s in extraction.skipped}


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("I borrowed your ladder last week.", "ladder"),  # a deed on the listener's thing
        ("I'm proud of you for finishing the race.", "race"),  # a tie to the listener (listener_reactions)
        ("I love my new haircut.", "haircut"),  # the speaker's own
    ],
)
def test_a_deed_a_tie_or_the_speakers_own_thing_stays(
    extractor: SpacyExtractor, text: str, word: str
) -> None:
    found = said(extractor, text)
    assert [f for f in found if word in f], found


@pytest.mark.parametrize(
    ("text", "whole"),
    [
        ("I stay busy by volunteering at the shelter.", "shelter"),
        ("I stay active by cycling to work.", "cycling"),
    ],
)
def test_one_clause_read_twice_keeps_the_whole_reading(
    extractor: SpacyExtractor, text: str, whole: str
) -> None:
    extraction = extractor.extract(text)
    found = [f"{f.field} {f.value}" for f in extraction.facts]
    assert len(found) == 1 and whole in found[0], found
    assert SHORTER in {s.reason for s in extraction.skipped}
