"""A tie that begins ("started a new job at X") is the tie from then on, and a month is a time:
sentences written for these tests, through the shipped extractor (no Neo4j)."""

from __future__ import annotations

from pathlib import Path

import pytest

from hippograph.ingestion.extraction import SPEAKER, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor, load_spacy
from hippograph.ontology import load_ontology


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


def test_the_ontology_declares_what_names_and_what_begins_each_tie() -> None:
    ontology = load_ontology()
    works_at, studies_at = ontology.relation("WORKS_AT"), ontology.relation("STUDIES_AT")
    assert ontology.relation_for_tie_noun("job") == works_at
    assert ontology.relation_for_tie_noun("Course") == studies_at
    assert ontology.relation_for_tie_noun("band") == ontology.relation("MEMBER_OF")
    assert ontology.relation_for_tie_noun("banana") is None
    assert ontology.begun_with(works_at, "land", "position")
    assert not ontology.begun_with(
        ontology.relation("MEMBER_OF"), "start", "band"
    )  # "started a band": founded
    # one declaration for the tense choice too: a beginning verb with a tie noun begins the tie
    assert ontology.in_past(works_at, "get job at") == works_at
    assert ontology.in_past(works_at, "teach at").name == "WORKED_AT"


DEPLOYED_WORKS_AT = """
[[relation]]
name = "WORKS_AT"
description = "a person works for an organisation"
domain = ["humans"]
range = ["Org"]
cardinality = "one"
lexicon = ["work at", "work for", "join"]
field = "employer"
ended_by = ["leave", "quit"]
past = "WORKED_AT"
begun_by = ["join"]
tie_nouns = ["job", "gig"]
beginning_verbs = ["start", "snag"]
"""


@pytest.mark.parametrize(
    "text", ["I started a new gig at Fernhill Analytics.", "I snagged a job at Fernhill Analytics."]
)
def test_a_deployment_s_tie_nouns_and_beginning_verbs_drive_the_reading(
    extractor: SpacyExtractor, tmp_path: Path, text: str
) -> None:
    path = tmp_path / "ontology.toml"
    path.write_text(DEPLOYED_WORKS_AT, encoding="utf-8")
    deployed = SpacyExtractor(load_spacy(), load_ontology(path))
    tie = (SPEAKER, "WORKS_AT", "Fernhill Analytics")
    assert tie not in edges(extractor.extract(text))  # the shipped ontology knows no "gig", no "snag"
    assert tie in edges(deployed.extract(text))
    # and the deployment's WORKS_AT no longer begins with "take": only its own verbs do
    assert tie not in edges(deployed.extract("I took a job at Fernhill Analytics."))
    assert tie in edges(extractor.extract("I took a job at Fernhill Analytics."))


def test_a_tie_noun_named_as_one_s_own_ties_one_by_it(extractor: SpacyExtractor) -> None:
    assert (SPEAKER, "MEMBER_OF", "Harbour Singers") in edges(
        extractor.extract("Our choir is named the Harbour Singers.")
    )
    assert (SPEAKER, "WORKS_AT", "Brightwave") in edges(extractor.extract("My company is called Brightwave."))
    assert (SPEAKER, "OWNS", "Loomwell") in edges(
        extractor.extract("My startup is called Loomwell.")
    )  # no tie noun
