"""A tie said with "get" and a participle ("got engaged to", "got married to", "got hired by",
"got accepted into") is the tie the ontology declares for it, with a person's name typed a person
whatever NER guessed; a subject the parser hung under the auxiliary is still the clause's subject.
Sentences written for these tests; the extractor alone."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "source", "relation", "target", "kind"),
    [
        ("Tobias got engaged to Marisol in Seville.", "Tobias", "ENGAGED_TO", "Marisol", "Person"),
        ("My cousin got married to Anneke last autumn.", "my cousin", "MARRIED_TO", "Anneke", "Person"),
        ("I got engaged to Rahul on New Year's Eve.", SPEAKER, "ENGAGED_TO", "Rahul", "Person"),
        (
            "My neighbour got hired by Quillfield Analytics.",
            "my neighbour",
            "WORKS_AT",
            "Quillfield Analytics",
            "Org",
        ),
        (
            "My nephew got accepted into Dalhousie University.",
            "my nephew",
            "STUDIES_AT",
            "Dalhousie University",
            "Org",
        ),
    ],
)
def test_a_tie_got_into_is_that_tie(
    extractor: SpacyExtractor, text: str, source: str, relation: str, target: str, kind: str
) -> None:
    result = extractor.extract(text)
    assert (source, relation, target) in {(e.source_name, e.relation, e.target_name) for e in result.edges}
    assert {e.name: e.type for e in result.entities}.get(target) == kind


def test_a_passive_without_a_declared_tie_states_no_edge(extractor: SpacyExtractor) -> None:
    # a guard: "got bitten by" is no tie the ontology declares
    result = extractor.extract("My brother got bitten by a stray dog.")
    assert not [e for e in result.edges if e.source_name == "my brother" and e.relation != "SIBLING_OF"]
