"""Statements an attentive reader would not record are refused; informative ones stay. Pure."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def values(result: Extraction) -> set[str]:
    return {f.value for f in result.facts}


@pytest.mark.parametrize("text", ["Oscar is normal.", "I'm so lucky.", "The canyon was sweet."])
def test_a_bare_state_in_the_moment_is_not_recorded(extractor: SpacyExtractor, text: str) -> None:
    assert extractor.extract(text).facts == []


@pytest.mark.parametrize("text", ["I wanna tell you something.", "I wanted to see you."])
def test_talk_about_the_conversation_is_not_recorded(extractor: SpacyExtractor, text: str) -> None:
    assert extractor.extract(text).facts == []


def test_a_state_about_something_stays(extractor: SpacyExtractor) -> None:
    assert "shellfish" in values(extractor.extract("I'm allergic to shellfish."))
    assert values(extractor.extract("I want to tell you about my school event."))


def test_what_it_is_is_an_opinion_but_what_it_did_is_a_fact(extractor: SpacyExtractor) -> None:
    opinion = extractor.extract("We went to the Grand Canyon. It was a chance to be present.")
    assert not any(f.entity_name == "Grand Canyon" for f in opinion.facts)
    event = extractor.extract("My brother works at Kestrel Software. It was founded in 1987.")
    assert any(f.entity_name == "Kestrel Software" for f in event.facts)


@pytest.mark.parametrize(
    "text", ["If I had more time, I would learn the piano.", "I would move to Lisbon if my job allowed it."]
)
def test_an_imagined_main_clause_is_not_recorded(extractor: SpacyExtractor, text: str) -> None:
    assert extractor.extract(text).facts == []


def test_a_request_under_a_condition_stays_a_request(extractor: SpacyExtractor) -> None:
    result = extractor.extract("If I ask you for a recipe, could you always include calories.")
    assert any(f.target == "agent" for f in result.facts)


@pytest.mark.parametrize(
    "text", ["The advice I got from my aunt was priceless.", "The fights we had were exhausting."]
)
def test_a_light_verbs_relative_clause_makes_no_statement(extractor: SpacyExtractor, text: str) -> None:
    fields = {f.field.split()[0] for f in extractor.extract(text).facts}
    assert not fields & {"get", "have"}, fields


def test_a_relative_clause_of_a_verb_with_content_stays(extractor: SpacyExtractor) -> None:
    assert "scarf" in " ".join(values(extractor.extract("The scarf I knitted was too short.")))


@pytest.mark.parametrize("text", ["Honestly I'm blessed to have her.", "We were thrilled to get it."])
def test_a_deed_on_a_bare_pronoun_is_not_recorded(extractor: SpacyExtractor, text: str) -> None:
    assert extractor.extract(text).facts == []


def test_a_deed_on_a_pronoun_with_more_to_it_stays(extractor: SpacyExtractor) -> None:
    assert values(extractor.extract("I love spending weekends with them."))
