"""The native vector and full-text indexes answer the way recall will rely on."""

from __future__ import annotations

import math
import random

from hippograph.graph.driver import Database

CREATE_FACT = """
CREATE (f:Fact {uid: randomUUID(), user_id: $user_id, field: $field, value: $value,
                active: true, embedding: $embedding})
RETURN f.uid AS uid
"""
VECTOR_QUERY = """
CALL db.index.vector.queryNodes('fact_embedding', 50, $vector) YIELD node, score
WHERE node.user_id = $user_id
RETURN node.value AS value, score ORDER BY score DESC
"""
FULLTEXT_QUERY = """
CALL db.index.fulltext.queryNodes('fact_fulltext', $query) YIELD node, score
WHERE node.user_id = $user_id
RETURN node.value AS value
"""


def unit(vector: list[float]) -> list[float]:
    norm = math.sqrt(sum(x * x for x in vector))
    return [x / norm for x in vector]


async def test_vector_query_returns_the_nearest_known_vector(db: Database, user_id: str) -> None:
    # Seeded by the namespace: a fixed seed would add the same vectors on every run, and on a
    # reused database other runs' copies of v5 would fill the index's top k before ours.
    rng = random.Random(user_id)
    known = {f"v{i}": unit([rng.gauss(0, 1) for _ in range(384)]) for i in range(12)}
    for value, vector in known.items():
        await db.run_statement(CREATE_FACT, user_id=user_id, field="probe", value=value, embedding=vector)
    target = known["v5"]
    noisy = unit([x + rng.gauss(0, 0.01) for x in target])
    rows = await db.run_statement(VECTOR_QUERY, vector=noisy, user_id=user_id)
    # Only v5 is sure to be among the index's top 50: on a shared database other tests' sentence
    # vectors sit closer to the query than our other random ones.
    assert rows[0]["value"] == "v5"
    assert rows[0]["score"] > 0.98  # Neo4j's cosine score is (1 + cos) / 2; the noise keeps cos ≈ 0.98


async def test_fulltext_query_finds_a_known_fact(db: Database, user_id: str) -> None:
    vector = unit([1.0] * 384)
    await db.run_statement(CREATE_FACT, user_id=user_id, field="allergy", value="shellfish", embedding=vector)
    await db.run_statement(CREATE_FACT, user_id=user_id, field="city", value="Porto", embedding=vector)
    rows = await db.run_statement(FULLTEXT_QUERY, query="shellfish", user_id=user_id)
    assert [row["value"] for row in rows] == ["shellfish"]
