// Typed edges merged by (source, type, target); a repeated mention strengthens the edge.
// Types are validated against the vocabulary pattern before they reach this statement.
UNWIND $edges AS row
MATCH (s:Entity {user_id: $user_id, uid: row.source_uid})
MATCH (t:Entity {user_id: $user_id, uid: row.target_uid})
MERGE (s)-[r:$(row.type)]->(t)
  ON CREATE SET r.uid = row.uid, r.strength = 1.0, r.metadata = '{}', r.created_at = $now,
                r.valid_from = row.valid_from
  ON MATCH SET r.strength = r.strength + 1.0
RETURN row.key AS key, r.uid AS uid, r.strength AS strength, r.uid = row.uid AS created
