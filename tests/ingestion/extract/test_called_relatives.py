"""A relative or role named by what the copula says they are ("my teacher is a guy called Ronan")
or by a kin noun beside the name of a tie ("got engaged to her boyfriend Colm"): the person is the
name, tied as the noun says, and no fact restates the clause ("my teacher is = Ronan")."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "field", "name"),
    [
        ("My teacher is a guy called Ronan.", "teacher", "Ronan"),
        ("My new landlord is a woman named Ines.", "landlord", "Ines"),
        ("My dentist is a lovely lady called Dr. Shah.", "dentist", "Shah"),
    ],
)
def test_a_role_is_the_named_person(extractor: SpacyExtractor, text: str, field: str, name: str) -> None:
    result = extractor.extract(text)
    assert any(f.entity_name == SPEAKER and f.field == field and name in f.value for f in result.facts), (
        result.facts
    )
    assert not any(f.field == "is" for f in result.facts), result.facts
    assert all(e.name == name or not e.name.startswith("my ") for e in result.entities), result.entities


@pytest.mark.parametrize(
    ("text", "subject", "name", "relation"),
    [
        ("Lucia got engaged to her boyfriend Colm last month.", "Lucia", "Colm", "ENGAGED_TO"),
        ("My brother got married to his girlfriend Aisha.", "my brother", "Aisha", "MARRIED_TO"),
    ],
)
def test_a_tie_to_someone_named_beside_a_kin_noun(
    extractor: SpacyExtractor, text: str, subject: str, name: str, relation: str
) -> None:
    result = extractor.extract(text)
    assert any(
        e.source_name == subject and e.target_name == name and e.relation == relation for e in result.edges
    ), result.edges
