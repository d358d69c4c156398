"""Corrections whose predicate is in an earlier turn, read from the parse in every word order; a
sentence with anything else to say is not one. The shipped extractor; sentences written for
these tests."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import CORRECTED, NUMBER_KIND
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def corrections(extractor: SpacyExtractor, text: str) -> list[tuple[str, str, str]]:
    result = extractor.extract(text)
    return [
        (f.value, f.metadata["wrong"], f.metadata.get("kind", ""))
        for f in result.facts
        if f.entity_name == CORRECTED
    ]


@pytest.mark.parametrize(
    ("text", "right", "wrong"),
    [
        ("Not Ghent, Antwerp.", "Antwerp", "Ghent"),  # the wrong value first
        ("Wait, Antwerp, not Ghent.", "Antwerp", "Ghent"),  # a marker the tagger calls a verb
        ("Hang on, Friday, not Sunday.", "Friday", "Sunday"),  # both values hang from the marker
        ("I meant Nokia, not Ericsson", "Nokia", "Ericsson"),  # a self-repair
        ("Actually it's 27, not 72", "27", "72"),
        ("Not Barcelona but Valencia.", "Valencia", "Barcelona"),
        ("No, it's not Graz, it's Linz.", "Linz", "Graz"),  # two empty copulas
        ("Um, Skoda, not Seat.", "Skoda", "Seat"),
    ],
)
def test_every_word_order_of_a_correction_names_the_right_and_the_wrong_value(
    extractor: SpacyExtractor, text: str, right: str, wrong: str
) -> None:
    assert [(r, w) for r, w, _ in corrections(extractor, text)] == [(right, wrong)]


def test_a_self_repair_naming_only_the_right_value_says_its_kind(extractor: SpacyExtractor) -> None:
    assert corrections(extractor, "Sorry, I meant 31.") == [("31", "", NUMBER_KIND)]
    assert corrections(extractor, "Oops, I meant to say Edinburgh.") == [("Edinburgh", "", "Place")]


@pytest.mark.parametrize(
    "text",
    [
        "Antwerp, not Ghent, is where I grew up.",  # a statement of its own
        "It's not Ghent.",  # no right value
        "Not today, thanks.",  # a refusal
        "Sorry, Dad!",  # an apology to someone
        "I meant it, Rosa.",
        "Sorry, I meant to text you.",
        "No, I don't like Ghent.",
    ],
)
def test_a_sentence_with_more_to_say_is_no_elliptic_correction(extractor: SpacyExtractor, text: str) -> None:
    assert corrections(extractor, text) == []


def test_i_meant_never_becomes_a_fact_of_meaning(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I meant Peugeot, not Renault.")
    assert all(f.field != "mean" for f in result.facts), result.facts
