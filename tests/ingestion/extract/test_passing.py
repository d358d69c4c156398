"""What not to keep as it was read: a mood of the moment, the listener's thing read as the
speaker's own attitude (a tie to the listener instead), the shorter of two readings of one clause. Sentences written for these tests, read by the shipped
extractor; what a sentence says for good stays."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extract.listener_reactions import LISTENER_KEY
from hippograph.ingestion.extract.passing import PASSING, SHORTER
from hippograph.ingestion.extraction import AGENT, SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor
from hippograph.ingestion.subjects import resolve_turn
from hippograph.ingestion.turn import Turn


def said(extractor: SpacyExtractor, text: str) -> list[str]:
    extraction = extractor.extract(text)
    facts = [f"{f.field} {f.value}" for f in extraction.facts if f.confidence >= 0.6]
    return facts + [f"{e.relation} {e.target_name}" for e in extraction.edges]


@pytest.mark.parametrize(
    ("text", "mood"),
    [
        ("Honestly, I got so tired.", "tired"),  # a change of the moment
        ("The old garden makes me feel calm.", "calm"),  # caused: the feeling, not what it is of
        ("Somehow I stayed calm.", "calm"),
        ("I'm feeling content tonight.", "content"),  # progressive
        ("My nephew got so relaxed.", "relaxed"),  # anyone's, not only the speaker's
        ("I'm feeling a bit lost.", "lost"),  # the speaker's progressive "feel": of now, any adjective
        ("I'm feeling small.", "small"),
        ("I'm feeling sentimental tonight.", "sentimental"),
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
        ("I felt liberated and empowered.", "liberated"),  # how an episode told felt
        ("I feel calm whenever I paint.", "calm"),
        ("I'm pretty shy around new people.", "shy"),  # a trait, not a feeling
        ("I'm vegetarian.", "vegetarian"),
        ("Our cat Pip got sick last winter.", "sick"),  # an illness is an event, not a mood
        ("I felt nostalgic at the reunion.", "nostalgic"),  # told, with its occasion
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
        ("I really like your new garden shed.", "new garden shed"),  # the tie once, not "your shed" too
    ],
)
def test_the_listeners_thing_is_a_tie_to_the_listener(
    extractor: SpacyExtractor, text: str, thing: str
) -> None:
    facts = [f for f in extractor.extract(text).facts if f.entity_name == SPEAKER]
    mine = [f.value for f in facts if thing in f.value]
    assert mine == [f"{AGENT}'s {thing}"], facts
    assert all(f.metadata.get(LISTENER_KEY) for f in facts if thing in f.value), facts
    between = Turn("u", text, session_id="s", speaker="Noor", addressee="Tomas")
    resolved = resolve_turn(extractor.extract(text), [], between)
    assert f"Tomas's {thing}" in {f.value for f in resolved.facts}, resolved.facts
    to_assistant = resolve_turn(extractor.extract(text), [], Turn("u", text, session_id="s"))
    assert not [f for f in to_assistant.facts if thing in f.value], to_assistant.facts


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
