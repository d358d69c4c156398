"""A name the tagger took for an adverb is still a name: first before a verb, or after "call you"."""

from __future__ import annotations

from hippograph.ingestion.extraction import AGENT
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_a_name_tagged_an_adverb_before_its_verb_is_the_subject(extractor: SpacyExtractor) -> None:
    found = extractor.extract("Raj cooks Thai food.")
    assert any(f.entity_name == "Raj" and "Thai food" in f.value for f in found.facts), found.facts


def test_an_adverb_before_a_verb_whose_subject_chat_dropped_is_no_name(
    extractor: SpacyExtractor,
) -> None:  # guard
    found = extractor.extract("Definitely sounds like a plan.")
    assert not found.entities and not found.facts, found


def test_a_name_given_to_the_assistant_tagged_an_adverb(extractor: SpacyExtractor) -> None:
    found = extractor.extract("From now on I'll call you Juniper.")
    assert any(f.entity_name == AGENT and f.value == "Juniper" for f in found.facts), found.facts
