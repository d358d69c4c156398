"""Requests to the assistant said in other words than a bare imperative with "always": through a
verb of minding ("remember to ...", "make sure you ..."), as what would be good ("it would be
helpful if you ..."), as a polite question to stop, with the standing sign after the request
("... from now on"), or with the verb the parser took for a noun after "always"."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import AGENT
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def _instructions(extractor: SpacyExtractor, text: str) -> list[str]:
    return [
        f.value for f in extractor.extract(text).facts if f.field == "instruction" and f.entity_name == AGENT
    ]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Please remember to convert prices to euros before quoting them.", "convert prices to euros"),
        ("Make sure you never mention my salary.", "never mention my salary"),
        ("Be sure to flag anything urgent in my inbox.", "flag anything urgent"),
        ("It would be helpful if you used shorter paragraphs.", "use shorter paragraphs"),
        ("Could you stop sending me long links?", "stop sending me long links"),
        ("Always book window seats for me.", "book window seats"),
    ],
)
def test_a_request_said_in_other_words(extractor: SpacyExtractor, text: str, words: str) -> None:
    values = _instructions(extractor, text)
    assert any(words in v for v in values), (text, values)


def test_a_standing_phrase_after_the_request_is_no_part_of_it(extractor: SpacyExtractor) -> None:
    values = _instructions(extractor, "Show prices without VAT from now on.")
    assert values == ["Show prices without VAT"], values


def test_a_refused_name_is_no_name(extractor: SpacyExtractor) -> None:
    facts = extractor.extract("Please never call me Robbie.").facts
    assert not any(f.field == "name" for f in facts), facts


@pytest.mark.parametrize(
    "text",
    [
        "Remember to have fun tonight.",
        "Make sure the door is locked.",
        "Don't forget to bring the snacks tomorrow.",
    ],
)
def test_a_courtesy_or_a_one_off_is_no_request(extractor: SpacyExtractor, text: str) -> None:
    """Guard: a courtesy, a thing someone else is to see to, a favour asked once."""
    assert not _instructions(extractor, text), text
