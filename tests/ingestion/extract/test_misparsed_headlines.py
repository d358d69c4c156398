"""A named person's verb the parser reads as a plural noun when the name comes with who the person
is to the speaker ("My daughter Suki interns at ...", "Mireille, my niece, interns at ..."): the
sentence is read with its verb, so the deed ties the person to the organisation."""

from __future__ import annotations

import pytest

from hippograph.ingestion.spacy_extractor import SpacyExtractor


@pytest.mark.parametrize(
    ("text", "person", "relation", "org"),
    [
        ("My cousin Yara tutors at Fernhill Library.", "Yara", "WORKS_AT", "Fernhill Library"),
        ("My daughter Suki interns at Pemberton Labs.", "Suki", "WORKS_AT", "Pemberton Labs"),
        ("My nephew Arjun interns at Solent Marine.", "Arjun", "WORKS_AT", "Solent Marine"),
        ("My sister-in-law Greta practises at Riverside Dental.", "Greta", "WORKS_AT", "Riverside Dental"),
        ("Mireille, my niece, interns at Castellan Media.", "Mireille", "WORKS_AT", "Castellan Media"),
        ("My daughter, Ines, interns at Corvane Studios.", "Ines", "WORKS_AT", "Corvane Studios"),
        ("My dentist, Dr. Osei, practises at Larch Dental.", "Osei", "WORKS_AT", "Larch Dental"),
        ("Bjorn, my stepbrother, interns at Kelda Bank.", "Bjorn", "WORKS_AT", "Kelda Bank"),
        (
            "Rupert, my flatmate, volunteers at Greyfriars Shelter.",
            "Rupert",
            "VOLUNTEERS_AT",
            "Greyfriars Shelter",
        ),
    ],
)
def test_the_verb_after_a_named_relative_ties_them(
    extractor: SpacyExtractor, text: str, person: str, relation: str, org: str
) -> None:
    result = extractor.extract(text)
    edges = {(e.source_name, e.relation, e.target_name) for e in result.edges}
    assert (person, relation, org) in edges, (text, edges)
    assert any(e.source_name == "@speaker" and e.target_name == person for e in result.edges), edges


def test_an_activity_with_a_club_is_a_deed_not_a_state(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Hana, my friend, climbs with Summit Seekers.")
    said = {(f.entity_name, f.field, f.value) for f in result.facts}
    assert ("Hana", "climb with", "Summit Seekers") in said, said
    assert not any(f.field == "is" for f in result.facts), said  # was: Hana "is" "climbs with ..."


def test_a_possessor_s_plural_noun_is_no_verb(extractor: SpacyExtractor) -> None:
    """Guard: "Leo's classes at ..." names classes; nothing is done by Leo."""
    result = extractor.extract("Leo's classes at Hillcrest Academy.")
    assert not any(e.source_name == "Leo" for e in result.edges), result.edges


@pytest.mark.parametrize(
    ("text", "org"),
    [
        ("My uncle Desmond practises at Hollins Veterinary Clinic.", "Hollins Veterinary Clinic"),
        ("Dr. Weller practices at Elm Street Surgery.", "Elm Street Surgery"),
    ],
)
def test_practising_at_a_practice_is_working_there(extractor: SpacyExtractor, text: str, org: str) -> None:
    edges = {(e.relation, e.target_name) for e in extractor.extract(text).edges}
    assert ("WORKS_AT", org) in edges, (text, edges)
