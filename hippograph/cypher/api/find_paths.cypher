// Up to five shortest paths between two entities of the namespace, at most $max_hops edges, through
// edges valid now (or at $as_of): a closed edge is history.
MATCH (a:Entity {user_id: $user_id, uid: $from_uid})
MATCH (b:Entity {user_id: $user_id, uid: $to_uid})
MATCH p = SHORTEST 5 (a)(()-[r WHERE (r.valid_to IS NULL OR r.valid_to > coalesce($as_of, datetime()))
                     AND ($as_of IS NULL OR r.valid_from IS NULL OR r.valid_from <= $as_of)]-(x:Entity WHERE x.user_id = $user_id)){1,4}(b)
WHERE length(p) <= $max_hops
RETURN [n IN nodes(p) | n.uid] AS entity_uids,
       [n IN nodes(p) | coalesce(n.name, n.role)] AS names,
       [r IN relationships(p) | r.uid] AS edge_uids,
       [r IN relationships(p) | type(r)] AS relations
ORDER BY length(p)
