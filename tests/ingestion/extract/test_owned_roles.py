"""A role or a favourite of someone's, named by a copula, is said of its owner (subjects.py), and a
relation named by a job says the person's role (emit.py)."""

from __future__ import annotations

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_someones_role_named_by_a_copula_is_the_owners(extractor: SpacyExtractor) -> None:
    for text, owner, field, value in (
        ("My son's coach is Mr. Adeyemi.", "my son", "coach", "Adeyemi"),
        ("My wife's favourite painter is Frida Kahlo.", "my wife", "favourite painter", "Frida Kahlo"),
        ("Tereza's favourite singer is Adele.", "Tereza", "favourite singer", "Adele"),
    ):
        found = {(f.entity_name, f.field, f.value) for f in extractor.extract(text).facts}
        assert (owner, field, value) in found, (text, found)
        assert not any("'s coach" in n or "'s painter" in n for n, _, _ in found), found


def test_a_relation_named_by_a_job_says_the_role(extractor: SpacyExtractor) -> None:
    found = {
        (f.entity_name, f.field, f.value)
        for f in extractor.extract("Yaw, our new accountant, starts Monday.").facts
    }
    assert any(
        who == "Yaw" and field == "role" and value.endswith("accountant") for who, field, value in found
    )
    assert not [f for f in extractor.extract("My sister Keiko plays chess.").facts if f.field == "role"]
