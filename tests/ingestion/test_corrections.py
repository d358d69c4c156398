"""Corrections and "no longer" take effect, with the time the sentence gives, and edges close with
the facts they state: the real pipeline and the real Neo4j, with statements from the shipped
extractor where it gives them and from a scripted one (the extraction contract) where not yet."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from hippograph.graph.driver import Database
from hippograph.ingestion.extraction import (
    SPEAKER,
    EdgeCandidate,
    EntityMention,
    Extraction,
    FactCandidate,
)
from hippograph.services import Services
from tests.ingestion.scripted import scripted

T0 = datetime(2026, 1, 10, 12, 0, tzinfo=UTC)
T1 = datetime(2026, 3, 15, 12, 0, tzinfo=UTC)

FACTS = """
MATCH (f:Fact {user_id: $user_id, field: $field})-[:ABOUT]->(:Entity {role: 'user'})
RETURN f.value AS value, f.active AS active, f.valid_from AS valid_from, f.valid_to AS valid_to
ORDER BY f.created_at, f.value
"""
EDGES = """
MATCH (:Entity {user_id: $user_id, role: 'user'})-[r:$($type)]->(t:Entity)
RETURN t.name AS target, r.valid_from AS valid_from, r.valid_to AS valid_to ORDER BY r.created_at, t.name
"""


async def facts(db: Database, user_id: str, field: str) -> list[dict[str, Any]]:
    rows = await db.run_statement(FACTS, user_id=user_id, field=field)
    return [{k: _native(v) for k, v in row.items()} for row in rows]


async def edges(db: Database, user_id: str, relation: str) -> list[dict[str, Any]]:
    rows = await db.run_statement(EDGES, user_id=user_id, type=relation)
    return [{k: _native(v) for k, v in row.items()} for row in rows]


def _native(value: Any) -> Any:
    return value.to_native() if hasattr(value, "to_native") else value


def _lives(city: str, **extra: Any) -> tuple[FactCandidate, EntityMention]:
    return FactCandidate("user", 9, "city", city, 0.9, **extra), EntityMention(city, "Place", 9)


async def test_a_move_last_month_and_no_longer_living_in_porto(services: Services, user_id: str) -> None:
    """ "Actually I moved to Lisbon last month, I no longer live in Porto.": Lisbon from last month,
    Porto (and LIVES_IN Porto) ended then; the edge to Lisbon starts then too."""
    said = "Actually I moved to Lisbon last month, I no longer live in Porto."
    lisbon, lisbon_entity = _lives("Lisbon", when="last month", correction=True)
    porto, porto_entity = _lives("Porto", status="ended")
    memory = scripted(
        services,
        {
            said: Extraction(
                facts=[lisbon, porto],
                entities=[lisbon_entity, porto_entity],
                edges=[
                    EdgeCandidate(SPEAKER, "Lisbon", "LIVES_IN", when="last month"),
                    EdgeCandidate(SPEAKER, "Porto", "LIVES_IN", status="ended"),
                ],
            )
        },
    )
    await services.rememberer.remember(user_id, "I live in Porto", occurred_at=T0)
    result = await memory.remember(user_id, said, occurred_at=T1)
    moved = datetime(2026, 2, 15, 12, 0, tzinfo=UTC)  # "last month" against the turn's own time
    assert [(f.value, f.action) for f in result.facts] == [("Lisbon", "superseded")]
    assert sorted((e.relation, e.action) for e in result.edges) == [
        ("LIVES_IN", "closed"),
        ("LIVES_IN", "created"),
    ]
    cities = await facts(services.db, user_id, "city")
    assert [(c["value"], c["active"], c["valid_from"], c["valid_to"]) for c in cities] == [
        ("Porto", False, T0, moved),
        ("Lisbon", True, moved, None),
    ]
    lives = await edges(services.db, user_id, "LIVES_IN")
    assert [(e["target"], e["valid_from"], e["valid_to"]) for e in lives] == [
        ("Porto", T0, moved),
        ("Lisbon", moved, None),
    ]


async def test_not_allergic_anymore_ends_only_that_allergy(services: Services, user_id: str) -> None:
    said = "I'm not allergic to penicillin anymore."
    memory = scripted(
        services,
        {said: Extraction(facts=[FactCandidate("user", 2, "allergy", "penicillin", 0.9, status="ended")])},
    )
    await services.rememberer.remember(user_id, "I'm allergic to penicillin", occurred_at=T0)
    await services.rememberer.remember(user_id, "I'm allergic to shellfish", occurred_at=T0)
    result = await memory.remember(user_id, said, occurred_at=T1)
    assert [(f.value, f.action) for f in result.facts] == [("penicillin", "ended")]
    allergies = {
        f["value"]: (f["active"], f["valid_to"]) for f in await facts(services.db, user_id, "allergy")
    }
    assert allergies == {"penicillin": (False, T1), "shellfish": (True, None)}


async def test_an_ended_fact_nobody_knew_is_kept_as_history(services: Services, user_id: str) -> None:
    """ "I used to live in Paris" while Porto is home: Paris is history (and so is LIVES_IN
    Paris), Porto stays current."""
    said = "I used to live in Paris."
    paris, paris_entity = _lives("Paris", status="ended")
    memory = scripted(
        services,
        {
            said: Extraction(
                facts=[paris],
                entities=[paris_entity],
                edges=[EdgeCandidate(SPEAKER, "Paris", "LIVES_IN", status="ended")],
            )
        },
    )
    await services.rememberer.remember(user_id, "I live in Porto", occurred_at=T0)
    result = await memory.remember(user_id, said, occurred_at=T1)
    assert [(f.value, f.action) for f in result.facts] == [("Paris", "history")]
    cities = {f["value"]: (f["active"], f["valid_to"]) for f in await facts(services.db, user_id, "city")}
    assert cities == {"Porto": (True, None), "Paris": (False, T1)}
    lives = {e["target"]: e["valid_to"] for e in await edges(services.db, user_id, "LIVES_IN")}
    assert lives == {"Porto": None, "Paris": T1}


async def test_quitting_ends_the_job_and_its_edge(services: Services, user_id: str) -> None:
    """ "I quit my job two weeks ago" names no employer: the one known ends, two weeks back."""
    said = "I quit my job two weeks ago."
    memory = scripted(
        services,
        {
            said: Extraction(
                facts=[FactCandidate("user", 7, "employer", "", 0.9, status="ended", when="two weeks ago")]
            )
        },
    )
    await services.rememberer.remember(user_id, "I work at Initech", occurred_at=T0)
    result = await memory.remember(user_id, said, occurred_at=T1)
    assert [(f.value, f.action) for f in result.facts] == [("Initech", "ended")]
    assert [(e.relation, e.action) for e in result.edges] == [("WORKS_AT", "closed")]
    quit_at = T1 - timedelta(weeks=2)
    assert [(f["active"], f["valid_to"]) for f in await facts(services.db, user_id, "employer")] == [
        (False, quit_at)
    ]
    assert [e["valid_to"] for e in await edges(services.db, user_id, "WORKS_AT")] == [quit_at]


async def test_a_new_diet_supersedes_but_a_new_language_adds(services: Services, user_id: str) -> None:
    memory = services.rememberer
    await memory.remember(user_id, "I'm vegetarian", occurred_at=T0)
    vegan = await memory.remember(user_id, "I'm vegan now", occurred_at=T1)
    assert [(f.value, f.action) for f in vegan.facts] == [("vegan", "superseded")]
    diets = [(f["value"], f["active"]) for f in await facts(services.db, user_id, "diet")]
    assert diets == [("vegetarian", False), ("vegan", True)]
    await memory.remember(user_id, "I speak English and Portuguese.", occurred_at=T0)
    await memory.remember(user_id, "I speak Japanese.", occurred_at=T1)
    languages = {f["value"]: f["active"] for f in await facts(services.db, user_id, "language")}
    assert languages == {"English": True, "Portuguese": True, "Japanese": True}


async def test_a_new_employer_closes_the_old_edge_and_history_keeps_it(
    services: Services, user_id: str
) -> None:
    memory = services.rememberer
    await memory.remember(user_id, "I work at Initech", occurred_at=T0)
    await memory.remember(user_id, "I work at Globex", occurred_at=T1)
    works = {
        e["target"]: (e["valid_from"], e["valid_to"]) for e in await edges(services.db, user_id, "WORKS_AT")
    }
    assert works == {"Initech": (T0, T1), "Globex": (T1, None)}
    again = await memory.remember(
        user_id, "I work at Globex", session_id="later", occurred_at=T1 + timedelta(days=1)
    )
    assert [(e.relation, e.action) for e in again.edges] == [("WORKS_AT", "strengthened")]
