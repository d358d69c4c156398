"""The ontology file: loading, a deployment's extension, and the checks every write path uses.

No Neo4j here: the ontology is plain data.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hippograph.errors import ConfigurationError, InvalidIdentifierError, OntologyError
from hippograph.graph.vocabulary import ENTITY_TYPES
from hippograph.ontology import default_ontology, load_ontology

ONTOLOGY = load_ontology()


def test_every_declared_inverse_points_back_and_symmetric_relations_join_one_kind() -> None:
    for relation in ONTOLOGY.relations:
        if relation.inverse is not None:
            inverse = ONTOLOGY.relation(relation.inverse)
            assert inverse.inverse == relation.name, relation.name
            assert (inverse.domain, inverse.range) == (relation.range, relation.domain), relation.name
        if relation.symmetric:
            assert relation.domain == relation.range, relation.name
        assert set(relation.domain) | set(relation.range) <= set(ENTITY_TYPES), relation.name


def test_every_relation_field_is_a_declared_attribute() -> None:
    for relation in ONTOLOGY.relations:
        if relation.field is not None:
            assert ONTOLOGY.attribute(relation.field) is not None, relation.name


@pytest.mark.parametrize(
    ("name", "source", "target", "rule"),
    [
        ("WORKS_AT", "Place", "Person", "WORKS_AT goes from Person or User, not from Place"),
        ("works at", "Person", "Place", "WORKS_AT goes to Org, not to Place"),
        ("LIVES_IN", "Person", "Org", "LIVES_IN goes to Place, not to Org"),
        ("HAS_PET", "Person", "Person", "HAS_PET goes to Pet, not to Person"),
        ("TELEPORTS_TO", "Person", "Place", "relation TELEPORTS_TO is not declared"),
    ],
)
def test_an_edge_the_ontology_does_not_allow_is_refused_naming_the_rule(
    name: str, source: str, target: str, rule: str
) -> None:
    with pytest.raises(OntologyError) as refused:
        ONTOLOGY.check_edge(name, source, target)
    assert rule in refused.value.message
    assert refused.value.code == "BAD_INPUT"


@pytest.mark.parametrize("name", ["KNOWS]->(x) DETACH DELETE x //", "", "works at!", "A"])
def test_a_name_that_is_no_relation_name_is_an_invalid_identifier(name: str) -> None:
    with pytest.raises(InvalidIdentifierError):
        ONTOLOGY.check_edge(name, "Person", "Person")


def test_model_relations_are_not_user_relations() -> None:
    for reserved in ("ABOUT", "SUPERSEDES", "FROM_EPISODE", "MENTIONS", "IN_DOMAIN"):
        assert not ONTOLOGY.has_relation(reserved)


@pytest.mark.parametrize(
    ("predicate", "source", "target", "expected"),
    [
        ("coach at", "Person", "Org", "WORKS_AT"),
        ("be in", "Org", "Place", "LOCATED_IN"),
        ("be in", "Person", "Org", "MEMBER_OF"),
        ("have", "User", "Pet", "HAS_PET"),
        ("have", "User", "Product", "OWNS"),
        ("Be_Engaged_To", "Person", "Person", "ENGAGED_TO"),
        ("move to", "User", "Place", "LIVES_IN"),
        ("juggle", "Person", "Concept", None),
        ("work at", "Person", "Place", None),
    ],
)
def test_predicates_map_onto_relations_whose_domain_and_range_fit(
    predicate: str, source: str, target: str, expected: str | None
) -> None:
    found = ONTOLOGY.relation_for_predicate(predicate, source, target)
    assert (found.name if found else None) == expected


def test_cardinality_decides_what_supersedes() -> None:
    assert ONTOLOGY.is_multi_valued("language")
    assert ONTOLOGY.is_multi_valued("allergy")
    assert not ONTOLOGY.is_multi_valued("city")
    assert not ONTOLOGY.is_multi_valued("diet")
    assert ONTOLOGY.is_multi_valued("coach")  # an open field: never loses a value
    assert not ONTOLOGY.edge_is_multi_valued("LIVES_IN")
    assert ONTOLOGY.edge_is_multi_valued("SIBLING_OF")


def test_a_deployment_file_adds_and_overrides(tmp_path: Path) -> None:
    extra = tmp_path / "ours.toml"
    extra.write_text(
        """
entity_types = ["Vessel"]

[[relation]]
name = "CAPTAINS"
description = "a person commands a ship"
domain = ["humans"]
range = ["Vessel"]
cardinality = "one"
lexicon = ["captain", "command"]

[[attribute]]
name = "language"
description = "the one language a person answers in"
domain_id = 1
cardinality = "one"
""",
        encoding="utf-8",
    )
    ours = load_ontology(extra)
    assert ours.check_edge("captains", "Person", "Vessel").cardinality == "one"
    assert ours.relation_for_predicate("command", "User", "Vessel").name == "CAPTAINS"
    assert not ours.is_multi_valued("language")
    assert ours.check_edge("WORKS_AT", "Person", "Org").name == "WORKS_AT"  # the defaults stay
    with pytest.raises(OntologyError):
        ONTOLOGY.relation("CAPTAINS")  # the default itself is unchanged


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ('[[relation]]\nname = "x"\ndomain = ["Person"]\nrange = ["Person"]', "must match"),
        (
            '[[relation]]\nname = "ORBITS"\ndomain = ["Planet"]\nrange = ["Place"]',
            "unknown entity type 'Planet'",
        ),
        (
            '[[relation]]\nname = "ORBITS"\ndomain = ["Place"]\nrange = ["Place"]\ncardinality = "some"',
            "cardinality",
        ),
        (
            '[[relation]]\nname = "ORBITS"\ndomain = ["Place"]\nrange = ["Place"]\ninverse = "NOPE"',
            "inverse NOPE",
        ),
        (
            '[[relation]]\nname = "ORBITS"\ndomain = ["Place"]\nrange = ["Place"]\ntarget_cardinality = "few"',
            "target_cardinality",
        ),
        ('[[attribute]]\nname = "mood"\ndomain_id = 15', "domain_id"),
        ("[[relation", "cannot read"),
    ],
)
def test_a_broken_deployment_file_is_a_configuration_error(tmp_path: Path, text: str, problem: str) -> None:
    extra = tmp_path / "broken.toml"
    extra.write_text(text, encoding="utf-8")
    with pytest.raises(ConfigurationError) as broken:
        load_ontology(extra)
    assert problem in broken.value.message


def test_what_holds_a_name_once_tells_namesakes_apart() -> None:
    """A pet has one owner, a spouse one spouse, an employee one manager; a place is in one region.
    Siblings and friends are many, and liking says nothing of whose something is."""
    assert {"HAS_PET", "MARRIED_TO", "MANAGES"} <= ONTOLOGY.held_once()
    assert not {"SIBLING_OF", "FRIEND_OF", "REPORTS_TO"} & ONTOLOGY.held_once()
    assert {"HAS_PET", "SIBLING_OF", "MARRIED_TO"} <= ONTOLOGY.ties()
    assert not {"LIKES", "WORKS_AT", "LIVES_IN"} & ONTOLOGY.ties()
    assert ONTOLOGY.containers() == {"LOCATED_IN"}


def test_the_default_ontology_is_loaded_once_and_is_the_shipped_one() -> None:
    assert default_ontology() is default_ontology()
    assert sorted(r.name for r in default_ontology().relations) == sorted(
        r.name for r in load_ontology().relations
    )
