"""Statements made whole and specific, and statements that say nothing refused: light verbs with
their arguments, obligations, quantities, cut-off verbs, imperatives and presentations. Pure."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import SPEAKER, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def said(result: Extraction) -> set[tuple[str, str, str]]:
    return {(f.entity_name, f.field, f.value) for f in result.facts}


def test_a_light_verb_keeps_its_arguments_with_its_object(extractor: SpacyExtractor) -> None:
    facts = said(extractor.extract("On Sunday I drove my nephews to a climbing gym."))
    facts |= said(extractor.extract("Yesterday I took my niece to an aquarium."))
    assert (SPEAKER, "take", "niece to an aquarium") in facts
    assert not any(field == "take to" for _, field, _ in facts)


def test_a_named_place_stays_a_statement_of_its_own(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I took my son to Lisbon last spring.")
    assert any(f.value == "Lisbon" for f in result.facts)


def test_an_empty_object_is_said_with_where_it_happened(extractor: SpacyExtractor) -> None:
    facts = said(extractor.extract("We had a great time at the harvest festival."))
    assert (SPEAKER, "have", "great time at harvest festival") in facts
    assert not any(field == "have at" for _, field, _ in facts)


def test_a_pronoun_object_leaves_the_place_alone(extractor: SpacyExtractor) -> None:
    facts = said(extractor.extract("I built it in woodworking class."))
    assert (SPEAKER, "build in", "woodworking class") in facts or not facts


def test_an_obligation_done_is_the_verb_done(extractor: SpacyExtractor) -> None:
    facts = said(extractor.extract("The view was stunning, I had to film the sunrise."))
    assert (SPEAKER, "film", "the sunrise") in facts
    assert not any(field == "have" for _, field, _ in facts)


def test_an_obligation_ahead_is_a_plan(extractor: SpacyExtractor) -> None:
    facts = said(extractor.extract("I have to renew my passport."))
    assert (SPEAKER, "will renew", "passport") in facts


def test_a_quantity_is_judged_by_what_it_counts(extractor: SpacyExtractor) -> None:
    facts = said(extractor.extract("My mentor gave me a lot of confidence."))
    assert any(value == "a lot of confidence" for _, _, value in facts)
    assert not said(extractor.extract("I did a lot of things."))


def test_a_verb_whose_object_was_cut_away_is_no_value(extractor: SpacyExtractor) -> None:
    for text in ("I'm looking forward to seeing how the garden turns out.", "I want to help make that work."):
        assert not any(v.split()[-1] in {"seeing", "make"} for _, _, v in said(extractor.extract(text)))


def test_a_relative_clause_verb_takes_the_noun_it_modifies(extractor: SpacyExtractor) -> None:
    facts = said(extractor.extract("The candles I bought last week smell like pine."))
    assert any(value == "bought candles" for _, _, value in facts)
    assert not any(value == "bought" for _, _, value in facts)


@pytest.mark.parametrize(
    "text", ["Gather receipts like invoices, bank statements and tax forms.", "Bring snacks and water."]
)
def test_an_imperative_is_no_statement_about_a_person(extractor: SpacyExtractor, text: str) -> None:
    result = extractor.extract(text)
    assert result.facts == []
    assert not any(e.type == "Person" for e in result.entities)


def test_a_name_that_heads_a_sentence_still_reads(extractor: SpacyExtractor) -> None:
    assert ("Hamid", "repair", "bicycles") in said(extractor.extract("Hamid repairs bicycles."))


def test_a_thing_presented_is_not_what_the_subject_is(extractor: SpacyExtractor) -> None:
    result = extractor.extract("The ocean's beautiful, here's a sketch I made yesterday.")
    assert not any(f.field == "is" and f.value.endswith("sketch") for f in result.facts)


def test_a_place_noun_keeps_its_compound(extractor: SpacyExtractor) -> None:
    facts = said(extractor.extract("This ring came from my home town, Gdansk."))
    assert (SPEAKER, "home town", "Gdansk") in facts


def test_an_infinitive_under_an_open_verb_reads_with_to(extractor: SpacyExtractor) -> None:
    facts = said(extractor.extract("I decided to learn the cello."))
    assert (SPEAKER, "decide to", "learn the cello") in facts


def test_it_after_an_unnamed_thing_is_not_the_name_before(extractor: SpacyExtractor) -> None:
    result = extractor.extract("This scarf came from my aunt in Tallinn. It stands for warmth and home.")
    assert not any(f.entity_name == "Tallinn" for f in result.facts)


def test_it_after_a_named_thing_is_that_thing(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I visited Porto last spring. It has amazing food.")
    assert any(f.entity_name == "Porto" for f in result.facts)


def test_a_question_word_is_no_object(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I'll do how much work for the rights of tenants.")
    assert not any("how" in f.value.split() for f in result.facts)


def test_an_obligation_done_on_it_keeps_the_deed(extractor: SpacyExtractor) -> None:
    facts = said(extractor.extract("The sunset was unreal, I had to photograph it."))
    assert (SPEAKER, "have to", "photograph it") in facts


def test_a_frequency_in_a_later_sentence_reads_its_own_words(extractor: SpacyExtractor) -> None:
    facts = said(extractor.extract("My uncle taught me darts when I was ten. We still play every Saturday."))
    routines = [value for _, field, value in facts if field == "routine"]
    assert routines == ["play every Saturday"]


@pytest.mark.parametrize(
    "text",
    [
        "I'm dying to hear more about that!",
        "We should totally talk about it sometime.",
        "Oh, I adore those things too.",
        "Honestly I really like that stuff.",
    ],
)
def test_a_value_that_only_points_elsewhere_is_no_fact(extractor: SpacyExtractor, text: str) -> None:
    """What "it", "that" or "that stuff" is was said in another turn: nothing to store here."""
    assert extractor.extract(text).facts == []


def test_a_name_that_is_also_an_empty_word_is_kept(extractor: SpacyExtractor) -> None:
    """ "Nice" the city is not "nice" the compliment."""
    result = extractor.extract("My aunt lives in Nice and I live in Lyon.")
    assert ("my aunt", "Nice") in {(f.entity_name, f.value) for f in result.facts}
