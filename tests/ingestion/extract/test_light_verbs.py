"""Light verbs that frame another verb's deed ("got to see", "keep making") or form an idiom
about the conversation itself ("keep that in mind", "stay in touch"). Pure: the shipped extractor."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def said(result: Extraction) -> set[tuple[str, str, str]]:
    return {(f.entity_name, f.field, f.value) for f in result.facts}


def test_a_chance_got_is_the_deed_done(extractor: SpacyExtractor) -> None:
    facts = said(extractor.extract("At the festival we got to hear the local choir."))
    assert any(field == "hear" and "local choir" in value for _, field, value in facts), facts
    assert not any(field.startswith("get") for _, field, _ in facts)


def test_keep_with_a_gerund_is_the_gerund_deed_or_nothing(extractor: SpacyExtractor) -> None:
    facts = said(extractor.extract("We'll keep visiting the farmers market on Saturdays."))
    assert any("farmers market" in value for _, _, value in facts), facts
    assert not any(field.split()[-1] == "keep" for _, field, _ in facts), facts
    assert not said(extractor.extract("I'll keep practicing, I promise."))


def test_an_idiom_about_the_talk_is_no_fact(extractor: SpacyExtractor) -> None:
    for text in ("Good point, I will keep it in mind.", "We'll stay in touch for sure!"):
        assert not said(extractor.extract(text)), text


def test_an_idiom_with_words_of_its_own_stays_a_fact(extractor: SpacyExtractor) -> None:
    facts = said(extractor.extract("I stay in touch with my old swim coach."))
    assert any(who == SPEAKER and "swim coach" in value for who, _, value in facts), facts
    facts = said(extractor.extract("I keep my bike in the hallway."))
    assert any(who == SPEAKER and "bike" in value for who, _, value in facts), facts


def test_a_preposition_after_the_idiom_is_read_with_it(extractor: SpacyExtractor) -> None:
    facts = said(extractor.extract("Last spring I got in touch with a family lawyer."))
    assert any(field == "get in touch with" and "lawyer" in value for _, field, value in facts), facts
    assert not any(field == "get with" for _, field, _ in facts), facts
