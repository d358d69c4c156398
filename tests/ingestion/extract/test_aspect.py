"""Aspect and time: a past progressive is the past ("was living in"), a present progressive with a
time ahead is a plan ("is moving to X in May"), not a state that holds now. Sentences written for
these tests."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def ties(result: Extraction) -> set[tuple[str, str, str]]:
    return {(e.source_name, e.relation, e.target_name) for e in result.edges if e.status == "current"}


def test_a_past_progressive_is_not_where_one_lives_now(extractor: SpacyExtractor) -> None:
    result = extractor.extract("In 2018 we were living in Utrecht.")
    assert (SPEAKER, "LIVES_IN", "Utrecht") not in ties(result)


def test_a_past_progressive_job_is_a_former_one(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My uncle was working at Heineken when the strike began.")
    assert ("my uncle", "WORKS_AT", "Heineken") not in ties(result)


def test_moving_at_a_named_time_is_a_plan_not_a_home(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Lotte is relocating to Hamburg in October.")
    assert ("Lotte", "LIVES_IN", "Hamburg") not in ties(result)


def test_a_progressive_over_the_present_holds_now(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I'm living in Tallinn these days.")
    assert (SPEAKER, "LIVES_IN", "Tallinn") in ties(result)


def test_not_now_ends_what_held(extractor: SpacyExtractor) -> None:
    """ "isn't ... now" contrasts with before: the tie ended, it is not a negative statement."""
    result = extractor.extract("Greta isn't teaching at the academy now.")
    assert ("Greta", "WORKS_AT", "academy") not in ties(result)
    assert any(e.status == "ended" and e.target_name == "academy" for e in result.edges)


def test_a_negated_plan_reads_as_said(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Ollie won't sell his boat.")
    assert {f.field for f in result.facts} == {"will not sell"}


def test_a_school_of_the_past_is_not_the_current_one(extractor: SpacyExtractor) -> None:
    """ "studied at" is STUDIED_AT: a current STUDIES_AT (one school at a time) would replace
    where the person studies now."""
    for text, who in (
        ("Dr. Mensah studied at Harlow University.", "Mensah"),
        ("I studied at Lund.", SPEAKER),
    ):
        result = extractor.extract(text)
        assert not any(e.relation == "STUDIES_AT" and e.status == "current" for e in result.edges), text
        assert any(e.source_name == who and e.relation == "STUDIED_AT" for e in result.edges), text
