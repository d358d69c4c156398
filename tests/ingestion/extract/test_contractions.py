"""A contracted "is"/"has" the small model takes for a possessive is written out and the message
parsed again; a real possessive is left alone. Sentences written for these tests. Pure."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extract.contractions import uncontracted
from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "written_out"),
    [
        ("Kindness's really important to me.", "Kindness is really important to me."),
        ("Gardening's my favourite hobby.", "Gardening is my favourite hobby."),
        ("Jazz's always been my escape.", "Jazz has always been my escape."),
        ("Pottery's so calming.", "Pottery is so calming."),
    ],
)
def test_a_contracted_verb_read_as_a_possessive_is_written_out(
    extractor: SpacyExtractor, text: str, written_out: str
) -> None:
    assert uncontracted(extractor._nlp(text)) == written_out


@pytest.mark.parametrize(
    "text",
    [
        "Lena's old bike is blue.",
        "I love my aunt's lasagna.",
        "We stayed at Omar's cabin.",
        "My dad's birthday is in June.",
    ],
)
def test_a_possessive_is_left_alone(extractor: SpacyExtractor, text: str) -> None:
    assert uncontracted(extractor._nlp(text)) is None


def test_the_statement_behind_the_contraction_is_read(extractor: SpacyExtractor) -> None:
    facts = extractor.extract("Loyalty's really important to me.").facts
    assert [(f.entity_name, f.field, f.value.casefold()) for f in facts] == [
        (SPEAKER, "cares_about", "loyalty")
    ]
