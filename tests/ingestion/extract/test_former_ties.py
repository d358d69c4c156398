"""A tie said as over ("my ex-husband Dario", "my former boss Ines") is ended, not current and
not lost; knowing the person stays, and what the sentence says of the person is their own. A name
the parser hung on the verb after its noun ("My former colleague Raj joined ...") is the noun's."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "person", "relation"),
    [
        ("My ex-husband Dario teaches in Turin.", "Dario", "MARRIED_TO"),
        ("My former boss Ines started her own firm.", "Ines", "REPORTS_TO"),
        ("I ran into Oskar, my ex-boyfriend, at the station.", "Oskar", "PARTNER_OF"),
        ("My former colleague Tunde joined Shell.", "Tunde", "COLLEAGUE_OF"),
    ],
)
def test_a_former_tie_is_ended(extractor: SpacyExtractor, text: str, person: str, relation: str) -> None:
    result = extractor.extract(text)
    ties = [e for e in result.edges if {e.source_name, e.target_name} == {SPEAKER, person}]
    assert any(e.relation == relation and e.status == "ended" for e in ties), (text, result.edges)
    assert not any(e.relation == relation and e.status == "current" for e in ties), (text, result.edges)
    assert [e.name for e in result.entities if e.type == "Person"] == [person], result.entities


def test_an_old_friend_is_still_a_friend(extractor: SpacyExtractor) -> None:
    """Guard: "old" says how long, not that it is over."""
    result = extractor.extract("My old friend Nadia lives in Tunis.")
    assert any(e.relation == "FRIEND_OF" and e.status == "current" for e in result.edges), result.edges
