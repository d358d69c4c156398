"""The graph walk's statement (recall/expand) on a real store: which reached entities it returns,
in which order, and whose facts it reads."""

from __future__ import annotations

from typing import Any

from hippograph.cypher import query
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


# A user (a deep seed with a role) with six neighbours A1..A6, each with two of its own (B); a
# named entity N next to A1, to D1 (itself next to D2) and to the user (so N reaches the A's at two
# hops, through the user); a shallow seed S next to B11 and B21 (which the user reaches at two
# hops), to A3 (the user's neighbour), and to C1 and C2 (nobody else's). A second relation joins the
# user and A2, a closed edge the user and E1. Every entity but the user has one current fact.
WORLD = """
CREATE (u:Entity {user_id: $user_id, uid: $user_id + '-U', role: 'user'})
CREATE (n:Entity {user_id: $user_id, uid: $user_id + '-N', name: 'N'})
CREATE (s:Entity {user_id: $user_id, uid: $user_id + '-S', name: 'S'})
WITH u, n, s
UNWIND $entities AS name
CREATE (x:Entity {user_id: $user_id, uid: $user_id + '-' + name, name: name})
WITH count(*) AS made
MATCH (x:Entity {user_id: $user_id}) WHERE x.role IS NULL
CREATE (f:Fact {user_id: $user_id, uid: x.uid + '-f', field: 'f', value: x.name, score: 0.5, active: true})
CREATE (f)-[:ABOUT]->(x)
WITH count(*) AS facts
UNWIND $edges AS e
MATCH (a:Entity {user_id: $user_id, uid: $user_id + '-' + e.a}), (b:Entity {user_id: $user_id, uid: $user_id + '-' + e.b})
CALL (a, b, e) {
  WITH a, b, e WHERE e.type = 'KNOWS'
  CREATE (a)-[:KNOWS {uid: $user_id + '-' + e.a + '-' + e.b, strength: e.strength,
                      valid_to: CASE WHEN e.closed THEN datetime('2020-01-01T00:00:00Z') END}]->(b)
  UNION
  WITH a, b, e WHERE e.type = 'WORKS_WITH'
  CREATE (a)-[:WORKS_WITH {uid: $user_id + '-' + e.a + '-' + e.b + '-w', strength: e.strength}]->(b)
}
"""


def _world() -> tuple[list[str], list[dict[str, Any]]]:
    entities = [f"A{i}" for i in range(1, 7)] + [f"B{i}{j}" for i in range(1, 7) for j in (1, 2)]
    entities += ["C1", "C2", "D1", "D2", "E1"]
    edges = [("U", f"A{i}", 1.0 + i / 10) for i in range(1, 7)]
    edges += [(f"A{i}", f"B{i}{j}", 1.0 + j / 10 + i / 100) for i in range(1, 7) for j in (1, 2)]
    edges += [("S", "B11", 0.9), ("S", "B21", 2.0), ("S", "A3", 3.0), ("S", "C1", 0.5), ("C2", "S", 1.7)]
    edges += [("N", "A1", 1.1), ("N", "D1", 0.8), ("D1", "D2", 1.0), ("N", "U", 1.0)]
    rows = [{"a": a, "b": b, "strength": w, "type": "KNOWS", "closed": False} for a, b, w in edges]
    rows.append({"a": "U", "b": "A2", "strength": 1.25, "type": "WORKS_WITH", "closed": False})
    rows.append({"a": "U", "b": "E1", "strength": 9.0, "type": "KNOWS", "closed": True})
    return entities, rows


async def _walk_from(
    db: Database, user_id: str, seeds: list[tuple[str, bool]], bound: int, entity_limit: int
) -> list[dict[str, Any]]:
    rows = await db.read_walk(
        "recall/expand",
        bound,
        ["KNOWS", "WORKS_WITH"],
        user_id=user_id,
        seeds=[
            {"uid": f"{user_id}-{uid}", "priority": n, "deep": deep} for n, (uid, deep) in enumerate(seeds)
        ],
        entity_limit=entity_limit,
        per_entity=2,
        graph_facts=1000,
        as_of=None,
        include_inactive=False,
        include_archived=False,
        domains=None,
    )
    reached: list[dict[str, Any]] = rows[0]["reached"]
    return reached


SEEDINGS = [
    [("U", True), ("S", False)],  # a first-person question naming no one
    [("N", True), ("U", True), ("S", False)],  # naming someone the user knows
    [("N", True), ("S", False), ("A5", False)],
    [("S", False), ("B11", False)],  # no deep seed
    [("U", True), ("A3", False), ("S", False), ("B42", False)],
]


async def test_the_walk_keeps_what_walking_every_path_keeps(db: Database, user_id: str) -> None:
    """Longer paths are walked only where they can change the answer (see the statement): each
    entity's path, and so the rows, are those of the walk that kept every reached entity (every
    entity here has a fact, so the nearest n are the first n rows of that walk)."""
    entities, edges = _world()
    await db.run_statement(WORLD, user_id=user_id, entities=entities, edges=edges)
    for seeds in SEEDINGS:
        for bound in (1, 2, 3):
            every = await _walk_from(db, user_id, seeds, bound, entity_limit=1000)
            assert every, (seeds, bound)
            assert all(f"{user_id}-E1" not in row["entity_uids"] for row in every)  # closed edge
            for limit in (1, 3, 5, 7, 9, 12, 20):
                kept = await _walk_from(db, user_id, seeds, bound, limit)
                assert kept == every[:limit], (seeds, bound, limit)
    # What the statement picks, spelled out for the first-person question: the user's neighbours
    # first (one hop from the most important seed), strongest first; B21, which the shallow seed
    # reached at one hop, is two hops away through A2 (the user's path wins), C1 stays at one hop.
    first = await _walk_from(db, user_id, SEEDINGS[0], 2, entity_limit=1000)
    by_name = {row["names"][-1]: row for row in first}
    assert by_name["B21"]["hops"] == 2 and by_name["B21"]["names"] == ["user", "A2", "B21"]
    assert by_name["C1"]["hops"] == 1 and by_name["C1"]["names"] == ["S", "C1"]


async def test_the_user_s_longer_paths_are_not_walked_when_one_hop_fills_the_walk(
    db: Database, user_id: str
) -> None:
    """A first-person question: the user's 5 neighbours fill the 3 entities kept, so none of the
    user's 100 two-hop paths is read (no step of the plan handles that many rows)."""
    entities = [f"A{i}" for i in range(5)] + [f"B{i}-{j}" for i in range(5) for j in range(20)]
    edges = [{"a": "U", "b": f"A{i}", "strength": 1.0, "type": "KNOWS", "closed": False} for i in range(5)]
    edges += [
        {"a": f"A{i}", "b": f"B{i}-{j}", "strength": 1.0, "type": "KNOWS", "closed": False}
        for i in range(5)
        for j in range(20)
    ]
    await db.run_statement(WORLD, user_id=user_id, entities=entities, edges=edges)
    params = {
        "user_id": user_id,
        "seeds": [{"uid": f"{user_id}-U", "priority": 0, "deep": True}],
        "entity_limit": 3,
        "per_entity": 2,
        "graph_facts": 1000,
        "as_of": None,
        "include_inactive": False,
        "include_archived": False,
        "domains": None,
        "bound": 2,  # Database.read_walk passes it
    }
    text = query("recall/expand", 2, ["KNOWS"])
    async with db.driver.session(database=db.database) as session:
        result = await session.run("PROFILE " + text, params)
        rows = [record["reached"] async for record in result]
        summary = await result.consume()
    assert [row["names"][-1] for row in rows[0]] == ["A0", "A1", "A2"]
    assert summary.profile is not None
    assert _most_rows(summary.profile) < 100


def _most_rows(plan: dict[str, Any]) -> int:
    return max([int(plan.get("rows", 0))] + [_most_rows(child) for child in plan.get("children", [])])
