// Forgetting deactivates: the fact stays as history, no longer true from now. The edge the fact
// stated ($edge_types: the ontology's field → relation type, e.g. city → LIVES_IN) closes with it,
// to the entity its value names, and records the fact that closed it; one statement, one write.
MATCH (f:Fact {user_id: $user_id, uid: $uid})
WITH f, f.active AS was_active
SET f.active = false, f:Inactive, f.valid_to = CASE WHEN was_active THEN $now ELSE f.valid_to END
WITH f, was_active, $edge_types[f.field] AS type
CALL (f, was_active, type) {
  WITH f WHERE was_active AND type IS NOT NULL
  MATCH (f)-[:ABOUT]->(s:Entity {user_id: $user_id})-[r:$(type)]->(t:Entity {user_id: $user_id})
  WHERE r.valid_to IS NULL AND toLower(t.name) = toLower(f.value)
  SET r.valid_to = CASE WHEN r.valid_from > $now THEN r.valid_from ELSE $now END, r.closed_by = f.uid
  RETURN count(r) AS closed
  UNION
  WITH f WHERE NOT was_active OR type IS NULL
  RETURN 0 AS closed
}
RETURN f.uid AS uid, closed
