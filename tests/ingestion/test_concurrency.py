"""Concurrent remembers naming one entity in varied spellings: one entity, and true outcomes.

Fifty turns race through the real pipeline and Neo4j; whatever order their transactions commit
in, the uniqueness key (one normalisation of names everywhere) leaves one entity, and exactly one
caller is told it was created ("new"): every other one was told what happened to it, a match.
"""

from __future__ import annotations

import asyncio

from hippograph.graph.driver import Database
from hippograph.services import Services
from hippograph.text import normalise_name
from tests.reliability_report import record

WRITERS = 50
# What the extractor finds: "Initech Corp" in the first, "Initech Corp." in the second.
TURNS = ["I work at Initech Corp now.", "I work at Initech Corp."]
ENTITIES = "MATCH (e:Entity {user_id: $user_id}) WHERE e.role IS NULL RETURN e.name AS name, e.uid AS uid"


async def test_fifty_writers_one_entity(services: Services, db: Database, user_id: str) -> None:
    results = await asyncio.gather(
        *(
            services.rememberer.remember(user_id, TURNS[n % len(TURNS)], session_id=f"s{n}")
            for n in range(WRITERS)
        )
    )
    assert {e.name for result in results for e in result.entities} >= {"Initech Corp", "Initech Corp."}
    entities = await db.run_statement(ENTITIES, user_id=user_id)
    initech = [row for row in entities if normalise_name(row["name"]) == "initech corp"]
    record("duplicate_entities_under_50_writers", len(initech) - 1)
    assert len(initech) == 1, entities
    outcomes = [e for result in results for e in result.entities if normalise_name(e.name) == "initech corp"]
    assert len(outcomes) == WRITERS
    assert {e.uid for e in outcomes} == {initech[0]["uid"]}
    told_new = [e for e in outcomes if e.method == "new"]
    assert len(told_new) == 1, [e.method for e in outcomes]
