"""Elliptic corrections ("It's Antwerp, not Ghent.") take their subject and field from the stored
fact whose value is the wrong one and supersede it; with no such fact nothing is stored, and an
unrelated fact is never touched. The shipped extractor, the real pipeline and the real Neo4j;
sentences written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from hippograph.ingestion.importer import TurnInput, import_turns
from hippograph.services import Services

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)
T1 = datetime(2026, 3, 1, 9, 5, tzinfo=UTC)
T2 = datetime(2026, 3, 1, 9, 10, tzinfo=UTC)

FACTS = """
MATCH (f:Fact {user_id: $user_id})-[:ABOUT]->(e:Entity)
RETURN e.name AS entity, e.role AS role, f.field AS field, f.value AS value, f.active AS active
ORDER BY f.created_at, f.value
"""


async def facts(services: Services, user_id: str) -> list[tuple[str, str, str, bool]]:
    rows: list[dict[str, Any]] = await services.db.run_statement(FACTS, user_id=user_id)
    return [(row["role"] or row["entity"], row["field"], row["value"], row["active"]) for row in rows]


async def test_the_right_value_supersedes_the_fact_holding_the_wrong_one(
    services: Services, user_id: str
) -> None:
    memory = services.rememberer
    await memory.remember(user_id, "I moved to Ghent in 2019.", session_id="s1", occurred_at=T0)
    before = [(f, v) for who, f, v, active in await facts(services, user_id) if active and v == "Ghent"]
    assert before, await facts(services, user_id)
    field = before[0][0]
    result = await memory.remember(
        user_id, "Sorry, it's Antwerp, not Ghent.", session_id="s1", occurred_at=T1
    )
    assert "Antwerp" in [f.value for f in result.facts]
    held = {(v, active) for who, f, v, active in await facts(services, user_id) if f == field}
    assert ("Ghent", False) in held
    assert ("Antwerp", True) in held


async def test_a_correction_of_someone_elses_value_leaves_the_speakers_alone(
    services: Services, user_id: str
) -> None:
    memory = services.rememberer
    await memory.remember(
        user_id, "I live in Lyon and my sister lives in Nice.", session_id="s2", occurred_at=T0
    )
    await memory.remember(user_id, "No, Cannes, not Nice.", session_id="s2", occurred_at=T1)
    stored = await facts(services, user_id)
    active = {(who, v) for who, f, v, on in stored if on}
    assert ("user", "Lyon") in active, stored
    assert ("my sister", "Cannes") in active, stored
    assert ("my sister", "Nice") not in active, stored


async def test_a_multi_valued_field_ends_the_named_value_only(services: Services, user_id: str) -> None:
    memory = services.rememberer
    await memory.remember(user_id, "I'm allergic to kiwi and to sesame.", occurred_at=T0)
    await memory.remember(user_id, "Oops, mango, not kiwi.", occurred_at=T1)
    allergies = {(v, on) for who, f, v, on in await facts(services, user_id) if f == "allergy"}
    assert {("kiwi", False), ("sesame", True), ("mango", True)} <= allergies, allergies


async def test_a_correction_of_nothing_stored_stores_nothing(services: Services, user_id: str) -> None:
    memory = services.rememberer
    await memory.remember(user_id, "I work at Philips.", occurred_at=T0)
    result = await memory.remember(user_id, "It's Oslo, not Bergen.", occurred_at=T2)
    assert not result.facts
    assert [(f, v) for _, f, v, _ in await facts(services, user_id) if v in {"Oslo", "Bergen"}] == []
    assert any("never stored" in s.reason for s in result.skipped)


EDGES = """
MATCH (a:Entity {user_id: $user_id})-[r:WORKS_AT]->(b:Entity {user_id: $user_id})
RETURN b.name AS name, r.valid_to IS NULL AS open
"""


async def test_the_wrong_values_tie_is_closed_and_the_right_one_made(
    services: Services, user_id: str
) -> None:
    memory = services.rememberer
    await memory.remember(user_id, "My friend Lotta works at Ericsson.", session_id="s3", occurred_at=T0)
    await memory.remember(user_id, "No, Nokia, not Ericsson.", session_id="s3", occurred_at=T1)
    rows: list[dict[str, Any]] = await services.db.run_statement(EDGES, user_id=user_id)
    ties = {(row["name"], row["open"]) for row in rows}
    assert ("Ericsson", True) not in ties, ties
    assert ("Nokia", True) in ties, ties


ALL_WORKS_AT = """
MATCH (a:Entity {user_id: $user_id})-[r:WORKS_AT]->(b:Entity {user_id: $user_id})
RETURN a.name AS source, b.name AS name, r.valid_to IS NULL AS open
"""


async def test_an_imported_conversation_corrects_the_earlier_turn(services: Services, user_id: str) -> None:
    turns = [
        TurnInput(user_id, "Ana works at Siemens.", "s4", "Rui", T0, addressee="Mia"),
        TurnInput(user_id, "No, Bosch, not Siemens.", "s4", "Rui", T1, addressee="Mia"),
        TurnInput(user_id, "I live in Braga.", "s4", "Mia", T2, addressee="Rui"),
    ]
    await import_turns(services.rememberer, turns)
    rows: list[dict[str, Any]] = await services.db.run_statement(ALL_WORKS_AT, user_id=user_id)
    ties = {(row["source"], row["name"], row["open"]) for row in rows}
    assert ("Ana", "Siemens", True) not in ties, ties
    assert ("Ana", "Bosch", True) in ties, ties
    assert ("Ana", "Siemens", False) in ties, ties  # ended, not lost


async def _corrects(services: Services, user_id: str, first: str, correction: str) -> set[tuple[str, bool]]:
    """The values, active or not, of the field ``first`` gave its value, after ``correction``."""
    memory = services.rememberer
    await memory.remember(user_id, first, session_id="s5", occurred_at=T0)
    fields = {f for _, f, _, on in await facts(services, user_id) if on}
    result = await memory.remember(user_id, correction, session_id="s5", occurred_at=T1)
    assert result.facts, (correction, result.skipped)
    return {(v, on) for _, f, v, on in await facts(services, user_id) if f in fields}


async def test_a_negated_wrong_value_said_first_is_corrected(services: Services, user_id: str) -> None:
    held = await _corrects(services, user_id, "I moved to Porto in 2020.", "Not Porto, Lisbon.")
    assert {("Porto", False), ("Lisbon", True)} <= held, held


async def test_a_marker_before_the_values_is_only_discourse(services: Services, user_id: str) -> None:
    held = await _corrects(services, user_id, "I moved to Porto in 2020.", "Wait, Lisbon, not Porto.")
    assert {("Porto", False), ("Lisbon", True)} <= held, held


async def test_i_meant_with_the_wrong_value_corrects_it(services: Services, user_id: str) -> None:
    held = await _corrects(services, user_id, "I work at Siemens.", "I meant Bosch, not Siemens")
    assert {("Siemens", False), ("Bosch", True)} <= held, held
    assert all(f != "mean" for _, f, _, _ in await facts(services, user_id))  # never a fragment


async def test_i_meant_alone_replaces_the_sessions_latest_value_of_its_kind(
    services: Services, user_id: str
) -> None:
    memory = services.rememberer
    await memory.remember(user_id, "I work at Siemens.", session_id="s5", occurred_at=T0)
    held = await _corrects(services, user_id, "I moved to Porto in 2020.", "Sorry, I meant Lisbon.")
    assert {("Porto", False), ("Lisbon", True)} <= held, held
    assert ("user", "employer", "Siemens", True) in await facts(services, user_id)


async def test_a_self_repair_with_nothing_of_its_kind_stores_nothing(
    services: Services, user_id: str
) -> None:
    memory = services.rememberer
    await memory.remember(user_id, "I work at Siemens.", session_id="s6", occurred_at=T0)
    result = await memory.remember(user_id, "Sorry, I meant Lisbon.", session_id="s6", occurred_at=T1)
    assert not result.facts
    assert any("never stored" in s.reason for s in result.skipped), result.skipped
    assert [v for _, _, v, _ in await facts(services, user_id)] == ["Siemens"]


async def test_a_number_is_corrected_by_a_number(services: Services, user_id: str) -> None:
    held = await _corrects(services, user_id, "I'm 43 years old.", "Actually it's 34, not 43")
    assert {("43", False), ("34", True)} <= held, held


async def test_a_repaired_name_ner_cannot_type_replaces_the_latest_turns_only_name(
    services: Services, user_id: str
) -> None:
    memory = services.rememberer
    await memory.remember(user_id, "My cousin works at Siemens.", session_id="s7", occurred_at=T0)
    await memory.remember(user_id, "I moved to Granada in May.", session_id="s7", occurred_at=T1)
    # NER finds no entity in "Malaga" here; it takes Verona for a person: that one stores nothing.
    result = await memory.remember(user_id, "Sorry, I meant Verona.", session_id="s7", occurred_at=T2)
    assert not result.facts, result.facts
    await memory.remember(user_id, "Sorry, I meant Malaga.", session_id="s7", occurred_at=T2)
    stored = {(v, on) for _, _, v, on in await facts(services, user_id)}
    assert {("Granada", False), ("Malaga", True), ("Siemens", True)} <= stored, stored


TIES = """
MATCH (s:Entity {user_id: $user_id})-[r]->(t:Entity {user_id: $user_id})
WHERE NOT type(r) IN ['SERVES']
RETURN type(r) AS type, t.name AS target, r.valid_to IS NULL AS open
"""


async def test_the_right_value_is_tied_as_the_wrong_one_was(services: Services, user_id: str) -> None:
    """ "I drive a Golf." then "It's a Polo, not a Golf.": the Golf's tie (OWNS, from "drive")
    closes and the Polo takes the same tie, not a generic one; no open tie to the Golf is left."""
    memory = services.rememberer
    await memory.remember(user_id, "I drive a Golf.", session_id="s3", occurred_at=T0)
    await memory.remember(user_id, "It's a Polo actually, not a Golf.", session_id="s3", occurred_at=T1)
    rows: list[dict[str, Any]] = await services.db.run_statement(TIES, user_id=user_id)
    edges = {(row["type"], row["target"], row["open"]) for row in rows}
    assert ("OWNS", "Polo", True) in edges, edges
    assert not any(target == "Golf" and is_open for _, target, is_open in edges), edges
    assert not any(kind == "RELATES_TO" for kind, _, _ in edges), edges
