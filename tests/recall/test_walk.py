"""The graph walk's statement (recall/expand) on a real store: which reached entities it returns,
in which order, and whose facts it reads."""

from __future__ import annotations

from typing import Any

from hippograph.graph.driver import Database

# A seed with four neighbours; each neighbour has three current facts (scores set so the best is
# unambiguous) and one ended fact; a fifth neighbour has only an ended fact.
STAR = """
CREATE (seed:Entity {user_id: $user_id, uid: $user_id + '-seed', name: 'Seed'})
WITH seed
UNWIND range(1, 5) AS n
CREATE (x:Entity {user_id: $user_id, uid: $user_id + '-n' + n, name: 'N' + n})
CREATE (seed)-[:KNOWS {uid: $user_id + '-e' + n, strength: 1.0 + n}]->(x)
WITH x, n
UNWIND range(0, 3) AS k
WITH x, n, k WHERE n < 5 OR k = 0
CREATE (f:Fact {user_id: $user_id, uid: $user_id + '-f' + n + '-' + k, field: 'f', value: 'v' + k,
                score: 1.0 - k * 0.1, active: n < 5 AND k < 3})
CREATE (f)-[:ABOUT]->(x)
"""


async def _walk(db: Database, user_id: str, graph_facts: int) -> list[dict[str, Any]]:
    rows = await db.read_walk(
        "recall/expand",
        1,
        ["KNOWS"],
        user_id=user_id,
        seeds=[{"uid": f"{user_id}-seed", "priority": 0, "deep": True}],
        entity_limit=60,
        per_entity=2,
        graph_facts=graph_facts,
        as_of=None,
        include_inactive=False,
        include_archived=False,
        domains=None,
    )
    reached: list[dict[str, Any]] = rows[0]["reached"]
    return reached


async def test_the_walk_reads_facts_only_up_to_what_the_graph_channel_ranks(
    db: Database, user_id: str
) -> None:
    await db.run_statement(STAR, user_id=user_id)
    whole = await _walk(db, user_id, graph_facts=100)
    # Strongest edge first; the neighbour with nothing current is no row; each its best two.
    assert [row["names"][-1] for row in whole] == ["N4", "N3", "N2", "N1"]
    assert [row["facts"] for row in whole] == [
        [f"{user_id}-f{n}-0", f"{user_id}-f{n}-1"] for n in (4, 3, 2, 1)
    ]
    cut = await _walk(db, user_id, graph_facts=3)
    # The same rows (paths and all, as the focus reads them), facts only for the first three.
    assert [{**row, "facts": []} for row in cut] == [{**row, "facts": []} for row in whole]
    assert [row["facts"] for row in cut] == [whole[0]["facts"], whole[1]["facts"][:1], [], []]


async def test_a_walk_from_nowhere_returns_no_rows(db: Database, user_id: str) -> None:
    await db.run_statement(STAR, user_id=user_id)
    rows = await db.read_walk(
        "recall/expand",
        2,
        ["KNOWS"],
        user_id=user_id,
        seeds=[{"uid": "no-such-entity", "priority": 0, "deep": True}],
        entity_limit=60,
        per_entity=2,
        graph_facts=10,
        as_of=None,
        include_inactive=False,
        include_archived=False,
        domains=None,
    )
    assert rows == [{"reached": []}]
