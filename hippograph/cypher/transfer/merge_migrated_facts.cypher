// Markdown migration: each memory a fact about the user with source 'migration'. The uid derives
// from the namespace, field and text, so MERGE finds what an earlier run wrote and adds nothing.
MATCH (e:Entity {user_id: $user_id, uid: $entity_uid})
UNWIND $facts AS row
MATCH (d:Domain {id: row.domain_id})
OPTIONAL MATCH (known:Fact {uid: row.uid})
WITH e, d, row, known IS NULL AS new
MERGE (f:Fact {uid: row.uid})
  ON CREATE SET f.user_id = $user_id, f.field = row.field, f.value = row.value,
                f.domain_id = row.domain_id, f.confidence = row.confidence, f.score = row.confidence,
                f.access_count = 0, f.active = true, f.target = 'user', f.sector = row.sector,
                f.source = 'migration', f.metadata = '{}', f.created_at = $now, f.valid_from = $now,
                f.embedding = row.embedding
MERGE (f)-[:ABOUT]->(e)
MERGE (f)-[:IN_DOMAIN]->(d)
RETURN count(CASE WHEN new THEN 1 END) AS created
