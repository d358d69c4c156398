"""A copula said of a kind of thing is a truth about no one; one said of a thing of someone's,
or owned by the speaker, stays a statement. Pure: the shipped extractor."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_a_kind_of_thing_gives_no_fact(extractor: SpacyExtractor) -> None:
    for text in ("Homeschooling is a huge commitment.", "Teaching's such a demanding job."):
        result = extractor.extract(text)
        assert not result.facts, (text, result.facts)


def test_a_thing_of_someones_stays_a_fact(extractor: SpacyExtractor) -> None:
    facts = extractor.extract("My sister is a pediatric nurse.").facts
    assert any("nurse" in f.value for f in facts), facts
    facts = extractor.extract("Knitting is my favourite way to relax.").facts
    assert any(f.entity_name == SPEAKER for f in facts), facts
