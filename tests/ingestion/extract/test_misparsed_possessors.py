"""A possessor named inside a longer phrase ("My brother Olu's wife Funmi is a lawyer"): the small
model makes the first noun the subject and the rest its appositions; the repaired parse makes the
owned one (Funmi) the subject, tied to her owner (Olu), who is the speaker's brother."""

from __future__ import annotations

import pytest

from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "first", "owner", "owned", "tie", "said"),
    [
        (
            "My brother Olu's wife Funmi is a lawyer.",
            "SIBLING_OF",
            "Olu",
            "Funmi",
            "MARRIED_TO",
            "lawyer",
        ),
        (
            "My cousin Mateo's girlfriend Lucía teaches maths in Seville.",
            "COUSIN_OF",
            "Mateo",
            "Lucía",
            "PARTNER_OF",
            "Seville",
        ),
        (
            "My friend Keiko's husband Daichi lives in Osaka.",
            "FRIEND_OF",
            "Keiko",
            "Daichi",
            "MARRIED_TO",
            "Osaka",
        ),
    ],
)
def test_the_owned_one_is_the_subject(
    extractor: SpacyExtractor,
    text: str,
    first: str,
    owner: str,
    owned: str,
    tie: str,
    said: str,
) -> None:
    result = extractor.extract(text)
    edges = {(e.source_name, e.relation, e.target_name) for e in result.edges}
    assert (SPEAKER, first, owner) in edges, (text, edges)
    assert (owner, tie, owned) in edges, (text, edges)
    # what the sentence says is of the owned one, never of the owner or a second, unnamed relative
    about = {f.entity_name for f in result.facts if said in f.value} | {
        e.source_name for e in result.edges if e.target_name == said
    }
    assert about == {owned}, (text, result.facts, result.edges)
    assert all(e.name in {owner, owned} or e.type != "Person" for e in result.entities), result.entities


def test_a_contracted_is_after_a_named_relative_is_still_a_verb(extractor: SpacyExtractor) -> None:
    """Guard: "My aunt Rosa's a midwife" says what Rosa is."""
    result = extractor.extract("My aunt Rosa's a midwife.")
    assert any(f.entity_name == "Rosa" and f.value == "midwife" for f in result.facts), result.facts
