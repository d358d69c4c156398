"""Someone who came by ("came over", "stopped by", "came to visit", "visited me"): the speaker's
visit from them, with its time, beside the relation to them."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "visitor", "when"),
    [
        ("My uncle came over on Tuesday.", "my uncle", "Tuesday"),
        ("Our friend Nadia stopped by last night.", "Nadia", "last night"),
        ("My mother came to visit in August.", "my mother", "August"),
        ("My cousin Ivo visited us last summer.", "Ivo", "last summer"),
        ("My grandma dropped by yesterday.", "my grandma", "yesterday"),
    ],
)
def test_a_visit_from_someone(extractor: SpacyExtractor, text: str, visitor: str, when: str) -> None:
    result = extractor.extract(text)
    visits = [f for f in result.facts if f.entity_name == SPEAKER and f.field == "visited by"]
    assert [f.value for f in visits] == [visitor], (text, result.facts)
    assert visits[0].status == "current" and visits[0].when is not None and when in visits[0].when
    assert any(e.source_name == SPEAKER and e.target_name == visitor for e in result.edges), result.edges


@pytest.mark.parametrize(
    "text",
    ["My brother came over from Poland.", "My sister visited Lisbon last week.", "My dad came in second."],
)
def test_a_journey_is_no_visit(extractor: SpacyExtractor, text: str) -> None:
    assert not any(f.field == "visited by" for f in extractor.extract(text).facts), text


@pytest.mark.parametrize(
    ("text", "visitor"),
    [
        ("My nephew came round for lunch.", "my nephew"),
        ("My grandparents visited last Easter.", "my grandparents"),
    ],
)
def test_a_visit_said_without_the_speaker(extractor: SpacyExtractor, text: str, visitor: str) -> None:
    facts = extractor.extract(text).facts
    assert any(f.field == "visited by" and f.value == visitor for f in facts), (text, facts)


def test_a_visit_to_come_is_planned(extractor: SpacyExtractor) -> None:
    facts = extractor.extract("My sister is coming over next weekend.").facts
    visits = [f for f in facts if f.field.endswith("visited by")]
    assert [f.field for f in visits] == ["will be visited by"], facts
