// A typed edge between two entities of the namespace, merged like remember's edges: stating it
// again strengthens it. $type passed relation_type() before reaching this statement.
MATCH (s:Entity {user_id: $user_id, uid: $source_uid})
MATCH (t:Entity {user_id: $user_id, uid: $target_uid})
MERGE (s)-[r:$($type)]->(t)
  ON CREATE SET r.uid = $uid, r.strength = $strength, r.metadata = $metadata, r.created_at = $now,
                r.valid_from = coalesce($valid_from, $now)
  ON MATCH SET r.strength = coalesce(r.strength, 0.0) + $strength
RETURN {uid: r.uid, relation: type(r), source_uid: s.uid, target_uid: t.uid, strength: r.strength,
        metadata: r.metadata, created_at: r.created_at, valid_from: r.valid_from,
        valid_to: r.valid_to} AS edge
