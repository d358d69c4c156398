"""A verb of doing one's job with "at" says where one works ("Dimitri cooks at Taverna Kyma"):
the ontology's WORKS_AT lexicon names it; eating or cooking somewhere that is no organisation is
no job."""

from __future__ import annotations

import pytest

from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "person", "employer"),
    [
        ("Dimitri cooks at Taverna Kyma.", "Dimitri", "Taverna Kyma"),
        ("Yusra nurses at Whittington Health.", "Yusra", "Whittington Health"),
        ("Bram bartends at The Crown.", "Bram", "Crown"),
    ],
)
def test_a_verb_of_ones_job_says_the_employer(
    extractor: SpacyExtractor, text: str, person: str, employer: str
) -> None:
    result = extractor.extract(text)
    assert any(
        e.source_name == person
        and e.target_name.removeprefix("The ") == employer
        and e.relation == "WORKS_AT"
        for e in result.edges
    ), (text, result.edges)


@pytest.mark.parametrize("text", ["I cook at home most nights.", "We ate at Taverna Kyma on Friday."])
def test_cooking_or_eating_somewhere_is_no_job(extractor: SpacyExtractor, text: str) -> None:
    """Guard."""
    result = extractor.extract(text)
    assert not any(e.relation == "WORKS_AT" for e in result.edges), (text, result.edges)
