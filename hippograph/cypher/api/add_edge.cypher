// A typed edge between two entities of the namespace, merged like remember's edges: stating it
// again strengthens the edge valid now (a closed one stays history and a new one starts). A
// relation of cardinality one ($single) closes the source's other open edges of its type.
// Touching the source takes its write lock, so concurrent calls converge on one edge.
// $type passed the ontology before reaching this statement.
MATCH (s:Entity {user_id: $user_id, uid: $source_uid})
MATCH (t:Entity {user_id: $user_id, uid: $target_uid})
SET s.updated_at = $now
WITH s, t
OPTIONAL MATCH (s)-[open:$($type)]->(t) WHERE open.valid_to IS NULL
WITH s, t, head(collect(open)) AS open
CALL (s, t, open) {
  WITH open WHERE open IS NOT NULL
  SET open.strength = coalesce(open.strength, 0.0) + $strength
  RETURN open AS r
  UNION
  WITH s, t, open WHERE open IS NULL
  CREATE (s)-[r:$($type)]->(t)
  SET r.uid = $uid, r.strength = $strength, r.metadata = $metadata, r.created_at = $now,
      r.valid_from = coalesce($valid_from, $now)
  RETURN r
}
CALL (s, t, r) {
  OPTIONAL MATCH (s)-[o:$($type)]->(x:Entity {user_id: $user_id})
  WHERE $single AND x <> t AND o.valid_to IS NULL
  SET o.valid_to = CASE WHEN o.valid_from > r.valid_from THEN o.valid_from ELSE r.valid_from END,
      o.closed_by = r.uid
  RETURN count(o) AS closed
}
RETURN {uid: r.uid, relation: type(r), source_uid: s.uid, target_uid: t.uid, strength: r.strength,
        metadata: r.metadata, created_at: r.created_at, valid_from: r.valid_from,
        valid_to: r.valid_to} AS edge
