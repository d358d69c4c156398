"""Generic and inclusive "we", "you" and "one" give no fact about a person; a concrete "we" stays
the speaker's. Sentences written for these tests, parsed and read by the shipped extractor."""

from __future__ import annotations

import pytest
from spacy.language import Language

from hippograph.ingestion.extract.generic import REASON, generic_heads
from hippograph.ingestion.extraction import AGENT, SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor, load_spacy

GENERIC = [
    "We should forgive mistakes.",  # a modal of obligation, no time, no particular object
    "We must protect each other.",  # a reciprocal object
    "We need to slow down.",  # "need to" + an infinitive
    "We all deserve kindness.",  # quantified over everyone, simple present
    "You never know what tomorrow brings.",  # "you" with "never", simple present
    "You can always learn something new.",  # "you" with an option modal
    "One should respect elders.",  # "one"
    "Honestly, we ought to cherish our health.",  # "our" on an abstract noun: as generic as "we"
]
CONCRETE = [
    ("We drove to Lisbon last weekend.", "Lisbon"),  # past: something that happened
    ("We adopted a rescue greyhound.", "greyhound"),
    ("We should repaint the kitchen next month.", "kitchen"),  # a time and a particular object
    ("We need to sell our old van.", "van"),  # one of theirs: a possession
]


@pytest.fixture(scope="module")
def nlp() -> Language:
    return load_spacy()


def about_people(extractor: SpacyExtractor, text: str) -> list[str]:
    extraction = extractor.extract(text)
    facts = [f"{f.field}={f.value}" for f in extraction.facts if f.entity_name in (SPEAKER, AGENT)]
    return facts + [f"{e.relation}>{e.target_name}" for e in extraction.edges if e.source_name == SPEAKER]


@pytest.mark.parametrize("text", GENERIC)
def test_a_generic_clause_is_told_from_its_parse(nlp: Language, text: str) -> None:
    assert generic_heads(next(iter(nlp(text).sents)))


@pytest.mark.parametrize(("text", "word"), CONCRETE)
def test_a_concrete_we_is_not_generic(nlp: Language, text: str, word: str) -> None:
    assert generic_heads(next(iter(nlp(text).sents))) == []


@pytest.mark.parametrize("text", GENERIC)
def test_a_generic_clause_says_nothing_about_the_speaker_or_the_listener(
    extractor: SpacyExtractor, text: str
) -> None:
    assert about_people(extractor, text) == []


@pytest.mark.parametrize(("text", "word"), CONCRETE)
def test_a_concrete_we_stays_the_speaker_s(extractor: SpacyExtractor, text: str, word: str) -> None:
    found = about_people(extractor, text)
    assert any(word in fact for fact in found), found


def test_a_dropped_statement_says_why(extractor: SpacyExtractor) -> None:
    extraction = extractor.extract("We should forgive mistakes.")
    assert extraction.facts == []
    assert REASON in {s.reason for s in extraction.skipped}


def test_in_a_mixed_sentence_only_the_generic_clause_goes(extractor: SpacyExtractor) -> None:
    extraction = extractor.extract("I made this quilt to remember how we should accept loss and grief.")
    values = [f.value for f in extraction.facts if f.entity_name == SPEAKER]
    assert not any("loss" in v or "grief" in v for v in values), values
    assert generic_heads(next(iter(extractor._nlp("we should accept loss and grief.").sents)))
