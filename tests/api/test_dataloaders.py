"""DataLoaders: a page of 50 entities with their facts, edges and aliases costs a fixed number of
round trips (the schema executed in-process so the service's own counter can be read)."""

from __future__ import annotations

import uuid

from hippograph.auth import Principal
from hippograph.resolvers.context import Context
from hippograph.schema.root import build_schema
from hippograph.services import Services

SEED = """
UNWIND range(1, 50) AS i
CREATE (e:Entity:Person {uid: randomUUID(), user_id: $user_id, name: 'Person ' + i,
                         name_norm: 'person ' + i, type: 'Person', aliases: []})
CREATE (f1:Fact {uid: randomUUID(), user_id: $user_id, field: 'likes', value: 'tea ' + i, domain_id: 11, active: true, created_at: datetime()})
CREATE (f2:Fact {uid: randomUUID(), user_id: $user_id, field: 'job', value: 'job ' + i, domain_id: 7, active: true, created_at: datetime()})
CREATE (f1)-[:ABOUT]->(e), (f2)-[:ABOUT]->(e)
WITH collect(e) AS people
UNWIND range(0, 48) AS i
WITH people[i] AS a, people[i + 1] AS b
CREATE (a)-[:KNOWS {uid: randomUUID(), strength: 1.0}]->(b)
"""
QUERY = """
{
  entities(first: 50, type: "Person") {
    totalCount
    edges { node { name facts { value entity { name } } edges { relation source { name } target { name } } aliases { alias } } }
  }
}
"""


async def test_fifty_entities_with_facts_and_edges_in_bounded_round_trips(
    services: Services, user_id: str
) -> None:
    await services.namespaces.ensure(user_id)
    await services.db.run_statement(SEED, user_id=user_id)
    schema = build_schema(services.settings)
    context = Context(services, Principal(user_id, admin=False, key_id=str(uuid.uuid4()), key_prefix=None))
    with services.db.counted_trips() as counted:  # the service's background polls not counted
        result = await schema.execute(QUERY, context_value=context)
    trips = counted[0]
    assert result.errors is None, result.errors
    assert result.data is not None
    nodes = [edge["node"] for edge in result.data["entities"]["edges"]]
    assert len(nodes) == 50 and all(len(node["facts"]) == 2 for node in nodes)
    assert sum(len(node["edges"]) for node in nodes) == 2 * 49
    # the page, facts, edges, aliases, and the entities behind facts' and edges' subjects
    assert trips <= 6, trips
