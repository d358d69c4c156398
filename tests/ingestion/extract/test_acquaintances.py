"""Someone named by a role in the owner's life ("our landlord, Mr. Petrov") is someone the owner
knows: a KNOWS tie beside the role; a role said as a preference ties no one."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Our accountant, Mr. Fischer, sent the forms.", "Fischer"),
        ("My physiotherapist, Ms. Adeyemi, moved to Cork.", "Adeyemi"),
        ("Our babysitter, Mrs. Lund, loves board games.", "Lund"),
        ("My hairdresser Dana opened a salon.", "Dana"),
    ],
)
def test_a_role_noun_with_a_name_is_someone_the_owner_knows(
    extractor: SpacyExtractor, text: str, name: str
) -> None:
    result = extractor.extract(text)
    assert any(
        e.source_name == SPEAKER and e.target_name == name and e.relation == "KNOWS" for e in result.edges
    ), (text, result.edges)
    assert any(e.name == name and e.type == "Person" for e in result.entities), result.entities


def test_a_favourite_is_no_acquaintance(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My favourite author, Zadie Smith, has a new novel.")
    assert not any(e.relation == "KNOWS" for e in result.edges), result.edges


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Our family doctor is Dr Abiola Mensah.", "Abiola Mensah"),
        ("My landlady is Mrs Kowalczyk.", "Kowalczyk"),
        ("My GP is Dr Okonjo.", "Okonjo"),
    ],
)
def test_a_role_said_by_a_copula_is_someone_the_owner_knows(
    extractor: SpacyExtractor, text: str, name: str
) -> None:
    """The person keeps one name, without the title (it is no second person), and is tied."""
    result = extractor.extract(text)
    assert any(
        e.source_name == SPEAKER and e.target_name == name and e.relation == "KNOWS" for e in result.edges
    ), (text, result.edges)
    assert [e.name for e in result.entities if e.type == "Person"] == [name], result.entities


def test_a_favourite_said_by_a_copula_is_no_acquaintance(extractor: SpacyExtractor) -> None:
    result = extractor.extract("My favourite painter is Frida Kahlo.")
    assert not any(e.relation == "KNOWS" for e in result.edges), result.edges


def test_someone_elses_role_said_by_a_copula_is_someone_they_know(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Ifeoma's dentist is Dr Osei.")
    assert any(
        (e.source_name, e.relation, e.target_name) == ("Ifeoma", "KNOWS", "Osei") for e in result.edges
    ), result.edges
