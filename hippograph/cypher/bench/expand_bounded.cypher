// Benchmark candidate for recall/expand (not used by the service): the walk bounded by the hops
// asked for (here 2, written into the quantifier because bounds cannot be parameters), at most
// $entity_limit reached entities, and each one's best $per_entity facts, so a hub (the user
// entity, a close friend) cannot flood the sort with every fact it has.
UNWIND $seeds AS s
MATCH (seed:Entity {user_id: $user_id, uid: s.uid})
MATCH p = ANY SHORTEST (seed)(()-[r WHERE type(r) <> 'SERVES']-(x:Entity WHERE x.user_id = $user_id)){1,2}(reached:Entity)
WITH reached, p ORDER BY s.priority, length(p)
WITH reached, head(collect(p)) AS p
WITH reached, p, length(p) AS hops,
     reduce(s = 0.0, r IN relationships(p) | s + coalesce(r.strength, 1.0)) / length(p) AS strength
ORDER BY hops, strength DESC
LIMIT $entity_limit
CALL (reached) {
  MATCH (f:Fact)-[:ABOUT]->(reached)
  WHERE f.user_id = $user_id AND
        CASE WHEN $as_of IS NULL THEN $include_inactive OR f.active
             ELSE f.valid_from <= $as_of AND (f.valid_to IS NULL OR f.valid_to > $as_of) END
  RETURN f ORDER BY f.score DESC LIMIT $per_entity
}
RETURN f.uid AS uid, hops, strength,
       [n IN nodes(p) | n.uid] AS entity_uids,
       [n IN nodes(p) | coalesce(n.name, n.role)] AS names,
       [r IN relationships(p) | {uid: r.uid, source: startNode(r).uid, relation: type(r),
                                  target: endNode(r).uid, strength: r.strength}] AS edges
ORDER BY hops, strength DESC
LIMIT $limit
