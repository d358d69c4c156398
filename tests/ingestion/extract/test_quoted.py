"""A title in quotation marks is one name, never a clause of its own (extract/quoted.py).
Sentences written for these tests. Pure: the shipped spaCy model, no database."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extract.quoted import quoted_titles
from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor, load_spacy


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ('My favourite film is "Back to the Future" by Robert Zemeckis.', "Back to the Future"),
        ("Our choir, 'Northside Harmony Singers', meets on Thursdays.", "Northside Harmony Singers"),
        ("We danced to \u201cDancing in the Moonlight\u201d at the wedding.", "Dancing in the Moonlight"),
    ],
)
def test_a_quoted_run_in_title_case_is_a_title(text: str, title: str) -> None:
    assert [t.text for t in quoted_titles(load_spacy()(text))] == [title]


def test_quoted_speech_and_possessives_are_no_titles() -> None:
    nlp = load_spacy()
    assert quoted_titles(nlp('My son said "we need a bigger tent" and laughed.')) == []
    assert quoted_titles(nlp("The twins' bikes and the girls' skates are in the shed.")) == []


def test_a_quoted_title_after_a_copula_is_the_value_not_a_clause(extractor: SpacyExtractor) -> None:
    result = extractor.extract('My favourite film is "Back to the Future" by Robert Zemeckis.')
    values = {(f.entity_name, f.value) for f in result.facts}
    assert any(entity == SPEAKER and value.startswith("Back to the Future") for entity, value in values)
    assert not any(entity in {"Future", "Back"} for entity, _ in values)  # no "Future by Zemeckis"


def test_a_quoted_group_name_is_whole(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Our choir, 'Northside Harmony Singers', meets on Thursdays.")
    names = {e.name for e in result.entities} | {f.entity_name for f in result.facts}
    names |= {f.value for f in result.facts}
    assert "Northside Harmony Singers" in names
    assert "Singers" not in names
