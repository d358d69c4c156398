"""reconcile(): what a turn's statements do to the active facts of one entity and field."""

from __future__ import annotations

from datetime import UTC, datetime

from hippograph.ingestion.facts import ActiveFact, FactKey, NewFact, reconcile
from hippograph.ontology import load_ontology

ONTOLOGY = load_ontology()
AT = datetime(2026, 3, 1, tzinfo=UTC)


def key(field: str) -> FactKey:
    return FactKey("u1", 1, field)


def new(uid: str, field: str, value: str, *, ended: bool = False) -> NewFact:
    return NewFact(
        uid,
        key(field),
        value,
        0.9,
        valid_from=None if ended else AT,
        ended=ended,
        valid_to=AT if ended else None,
    )


def test_a_move_supersedes_once_even_when_the_old_city_is_also_said_to_be_over() -> None:
    active = {key("city").slot: [ActiveFact("porto", "Porto", 0.9)]}
    plan = reconcile(
        [new("n1", "city", "Lisbon"), new("n2", "city", "Porto", ended=True)],
        active,
        ONTOLOGY.is_multi_valued,
    )
    assert [(f.value, f.supersedes) for f in plan.creates] == [("Lisbon", "porto")]
    assert plan.endings == []


def test_an_ended_value_ends_only_its_own_fact_of_a_multi_valued_field() -> None:
    active = {key("allergy").slot: [ActiveFact("a1", "penicillin", 0.9), ActiveFact("a2", "shellfish", 0.9)]}
    plan = reconcile([new("n1", "allergy", "Penicillin", ended=True)], active, ONTOLOGY.is_multi_valued)
    assert [(e.uid, e.valid_to) for e in plan.endings] == [("a1", AT)]
    assert plan.creates == []


def test_an_ended_value_nobody_knew_is_history_and_supersedes_nothing() -> None:
    active = {key("city").slot: [ActiveFact("porto", "Porto", 0.9)]}
    plan = reconcile([new("n1", "city", "Paris", ended=True)], active, ONTOLOGY.is_multi_valued)
    assert [(f.value, f.ended, f.supersedes) for f in plan.creates] == [("Paris", True, None)]
    assert plan.endings == []


def test_an_ended_single_valued_field_without_a_value_ends_whatever_it_was() -> None:
    active = {key("employer").slot: [ActiveFact("e1", "Initech", 0.9)]}
    plan = reconcile([new("n1", "employer", "", ended=True)], active, ONTOLOGY.is_multi_valued)
    assert [e.uid for e in plan.endings] == ["e1"] and plan.creates == []


def test_single_valued_fields_supersede_and_multi_valued_ones_add() -> None:
    active = {
        key("diet").slot: [ActiveFact("d1", "vegetarian", 0.9)],
        key("language").slot: [ActiveFact("l1", "English", 0.9), ActiveFact("l2", "Portuguese", 0.9)],
    }
    plan = reconcile(
        [new("n1", "diet", "vegan"), new("n2", "language", "Japanese")], active, ONTOLOGY.is_multi_valued
    )
    assert sorted((f.value, f.supersedes) for f in plan.creates) == [("Japanese", None), ("vegan", "d1")]


def test_an_older_contradiction_ends_with_the_superseded_value() -> None:
    active = {key("city").slot: [ActiveFact("c2", "Porto", 0.9), ActiveFact("c1", "Braga", 0.9)]}
    plan = reconcile([new("n1", "city", "Lisbon")], active, ONTOLOGY.is_multi_valued)
    assert [(f.value, f.supersedes) for f in plan.creates] == [("Lisbon", "c2")]
    assert [(e.uid, e.by) for e in plan.endings] == [("c1", "n1")]
