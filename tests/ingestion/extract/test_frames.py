"""A frame of what is said is no fact: a hunch or not knowing with the clause it frames, sympathy
("I know the feeling"), a question or a favour about to be asked. Sentences written for these
tests, read by the shipped extractor; a held idea or sense with what it is about stays."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extract.frames import FRAME
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def said(extractor: SpacyExtractor, text: str) -> list[str]:
    return [f"{f.field} {f.value}" for f in extractor.extract(text).facts if f.confidence >= 0.6]


@pytest.mark.parametrize(
    ("text", "noun"),
    [
        ("I have a feeling it'll go well.", "feeling"),  # the clause it frames
        ("I've got a feeling the team will win.", "feeling"),  # "'ve got" read as "have"
        ("I had no idea it was so popular.", "idea"),  # denied
        ("We have no clue where the cat went.", "clue"),
        ("I got the impression that he was upset.", "impression"),
        ("I have a suspicion the bakery closed.", "suspicion"),
        ("Oh, I know that feeling.", "feeling"),  # sympathy
        ("I have a quick question for you.", "question"),  # a speech act to come
        ("I have a small favour to ask of you.", "favour"),
    ],
)
def test_a_frame_of_what_is_said_is_no_fact(extractor: SpacyExtractor, text: str, noun: str) -> None:
    found = said(extractor, text)
    assert not [f for f in found if noun in f.split()], found


def test_a_dropped_frame_says_why(extractor: SpacyExtractor) -> None:
    assert FRAME in {s.reason for s in extractor.extract("I have a hunch she'll say yes.").skipped}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I have an idea for a new business.", "idea for a new business"),  # what it is about
        ("I have a great sense of humor.", "great sense of humor"),
        ("I had a question about my tax return, so I called the office.", "question about my tax return"),
    ],
)
def test_a_held_idea_or_a_past_question_stays(extractor: SpacyExtractor, text: str, value: str) -> None:
    assert f"have {value}" in said(extractor, text)
