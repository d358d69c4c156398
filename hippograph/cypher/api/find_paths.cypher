// Up to five shortest paths between two entities of the namespace, at most $max_hops edges.
MATCH (a:Entity {user_id: $user_id, uid: $from_uid})
MATCH (b:Entity {user_id: $user_id, uid: $to_uid})
MATCH p = SHORTEST 5 (a)(()-[r]-(x:Entity WHERE x.user_id = $user_id)){1,4}(b)
WHERE length(p) <= $max_hops
RETURN [n IN nodes(p) | n.uid] AS entity_uids,
       [n IN nodes(p) | coalesce(n.name, n.role)] AS names,
       [r IN relationships(p) | r.uid] AS edge_uids,
       [r IN relationships(p) | type(r)] AS relations
ORDER BY length(p)
