// Multi-hop expansion: from the seed entities along typed entity-to-entity edges (either
// direction, at most $hops, never leaving the namespace; SERVES only ties the agent to the user),
// one shortest path per reached entity (a breadth-first search, not every path), then the facts
// of each reached entity, scored by path length and edge strength by the caller. A reached
// entity keeps the path from the most important seed (named in the query, then the speaker, then
// entities near the query), so explanations start where the question does.
UNWIND $seeds AS s
MATCH (seed:Entity {user_id: $user_id, uid: s.uid})
MATCH p = ANY SHORTEST (seed)(()-[r WHERE type(r) <> 'SERVES']-(x:Entity WHERE x.user_id = $user_id)){1,4}(reached:Entity)
WHERE length(p) <= $hops AND all(n IN nodes(p) WHERE n.user_id = $user_id)
WITH reached, p ORDER BY s.priority, length(p)
WITH reached, head(collect(p)) AS p
MATCH (f:Fact {user_id: $user_id})-[:ABOUT]->(reached)
WHERE CASE WHEN $as_of IS NULL THEN $include_inactive OR f.active
           ELSE f.valid_from <= $as_of AND (f.valid_to IS NULL OR f.valid_to > $as_of) END
RETURN f.uid AS uid, length(p) AS hops,
       reduce(s = 0.0, r IN relationships(p) | s + coalesce(r.strength, 1.0)) / length(p) AS strength,
       [n IN nodes(p) | n.uid] AS entity_uids,
       [n IN nodes(p) | coalesce(n.name, n.role)] AS names,
       [r IN relationships(p) | {uid: r.uid, source: startNode(r).uid, relation: type(r),
                                  target: endNode(r).uid, strength: r.strength}] AS edges
ORDER BY hops, strength DESC
LIMIT $limit
