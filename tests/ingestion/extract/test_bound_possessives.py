"""A "his"/"her" inside one sentence stands for the person of that sentence it fits: "Kwame lives
with his partner Efua" ties Efua to Kwame, never to someone of an earlier turn."""

from __future__ import annotations

import pytest

from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "owner", "person", "relation"),
    [
        ("My brother Kwame lives with his partner Efua.", "Kwame", "Efua", "PARTNER_OF"),
        ("Sam shares a flat with his girlfriend Noor.", "Sam", "Noor", "PARTNER_OF"),
        ("Lena visits her grandmother Hilde every Sunday.", "Lena", "Hilde", "RELATIVE_OF"),
        ("My friend Omar works with his cousin Tariq.", "Omar", "Tariq", "COUSIN_OF"),
        ("Yusuf flew to Cairo with his wife Amira.", "Yusuf", "Amira", "MARRIED_TO"),
        ("Tom met Bob and his wife Sue.", "Bob", "Sue", "MARRIED_TO"),  # the one "his wife" joins
        ("My sister Ana called her husband Raul.", "Ana", "Raul", "MARRIED_TO"),
    ],
)
def test_the_possessive_is_the_sentences_own_person(
    extractor: SpacyExtractor, text: str, owner: str, person: str, relation: str
) -> None:
    result = extractor.extract(text)
    assert any(
        e.source_name == owner and e.target_name == person and e.relation == relation for e in result.edges
    ), (text, result.edges)


@pytest.mark.parametrize(
    "text",
    [
        "I told my brother about her boyfriend Max.",  # no "her" in the sentence: the session's
        "Ana told Mary about her sister Kate.",  # two people could be "her": no guess
    ],
)
def test_no_fitting_person_binds_nothing(extractor: SpacyExtractor, text: str) -> None:
    result = extractor.extract(text)
    names = {"Ana", "Mary", "@speaker", "my brother"}
    assert not any(
        e.source_name in names and e.relation in {"PARTNER_OF", "SIBLING_OF"} for e in result.edges
    ), (
        text,
        result.edges,
    )


def test_a_neighbour_is_a_neighbour(extractor: SpacyExtractor) -> None:
    """The ontology declares NEIGHBOUR_OF: a named neighbour is tied by it, not the generic KNOWS."""
    result = extractor.extract("Peter sold his boat to his neighbour Frank.")
    assert any(
        e.source_name == "Peter" and e.target_name == "Frank" and e.relation == "NEIGHBOUR_OF"
        for e in result.edges
    ), result.edges
