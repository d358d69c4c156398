"""A report whose "I" chat dropped, spliced to the next clause by a comma, is still the speaker's."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_a_spliced_report_is_the_speakers(extractor: SpacyExtractor) -> None:
    found = extractor.extract("Finally repainted the shed, it looks brand new.")
    assert any(f.entity_name == SPEAKER and "shed" in f.value for f in found.facts), found.facts


def test_a_pet_named_in_the_spliced_clause_is_the_speakers(extractor: SpacyExtractor) -> None:
    found = extractor.extract("Just rescued a kitten, his name is Pesto!")
    assert any(e.relation == "HAS_PET" and e.target_name == "Pesto" for e in found.edges), found.edges


def test_an_adverbial_clause_with_its_own_word_is_no_report(extractor: SpacyExtractor) -> None:  # guard
    found = extractor.extract("After moving to Oslo, my brother found a job.")
    assert not any(f.entity_name == SPEAKER and "Oslo" in f.value for f in found.facts), found.facts


def test_an_activity_taken_up_is_kept(extractor: SpacyExtractor) -> None:
    found = extractor.extract("I've recently started rowing.")
    assert any(f.entity_name == SPEAKER and f.value == "rowing" for f in found.facts), found.facts
    found = extractor.extract("My wife has started running every evening.")
    assert any(f.entity_name == "my wife" and f.value == "running" for f in found.facts), found.facts
    # a moment begun is no pastime
    assert not extractor.extract("Then I started giggling.").facts


def test_a_place_gone_to_for_a_while_is_the_destination(extractor: SpacyExtractor) -> None:
    found = extractor.extract("I've been going to physiotherapy for nearly six months now.")
    assert any(f.entity_name == SPEAKER and f.value == "physiotherapy" for f in found.facts), found.facts
