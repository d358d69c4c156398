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
