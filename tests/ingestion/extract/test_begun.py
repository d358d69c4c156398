"""A tie that begins ("started a new job at X") is the tie from then on, and a month is a time:
sentences written for these tests, through the shipped extractor (no Neo4j)."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import SPEAKER, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def edges(result: Extraction) -> set[tuple[str, str, str]]:
    return {(e.source_name, e.relation, e.target_name) for e in result.edges}


@pytest.mark.parametrize(
    ("text", "subject", "relation", "org"),
    [
        (
            "I started a new job at Fernhill Analytics in September.",
            SPEAKER,
            "WORKS_AT",
            "Fernhill Analytics",
        ),
        ("My wife landed a position with Corvane Logistics.", "my wife", "WORKS_AT", "Corvane Logistics"),
        ("Last year I began a degree at Ashcombe University.", SPEAKER, "STUDIES_AT", "Ashcombe University"),
    ],
)
def test_beginning_a_job_or_a_course_is_the_tie(
    extractor: SpacyExtractor, text: str, subject: str, relation: str, org: str
) -> None:
    result = extractor.extract(text)
    assert (subject, relation, org) in edges(result)
    assert not any(e.relation == "FOUNDED" for e in result.edges)
    # the tie is said once: no "start at = X" or "start = new job" beside it
    assert not any(f.field.startswith(("start", "begin", "land")) for f in result.facts)


def test_starting_a_business_is_still_founding_it(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My uncle started a brewery in Galway.")
    assert not any(e.relation in {"WORKS_AT", "STUDIES_AT"} for e in result.edges)


@pytest.mark.parametrize(
    "text",
    [
        "My cousin Farid opened a pharmacy in Tunis in June.",
        "She teaches at a school in Bergen on Mondays.",
        "I started a new job at Quillby Foods in March.",
    ],
)
def test_a_month_or_a_weekday_is_never_a_place(extractor: SpacyExtractor, text: str) -> None:
    result = extractor.extract(text)
    calendar = {"june", "mondays", "monday", "march"}
    assert not any(e.name.casefold() in calendar for e in result.entities)
    assert not any(e.target_name.casefold() in calendar for e in result.edges)
