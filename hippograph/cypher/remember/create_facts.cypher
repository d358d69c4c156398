// New facts with their provenance; a fact that replaces another SUPERSEDES it, and the old one
// becomes inactive from the moment the new one is valid.
MATCH (ep:Episode {user_id: $user_id, uid: $episode_uid})
UNWIND $facts AS row
MATCH (e:Entity {user_id: $user_id, uid: row.entity_uid})
MATCH (d:Domain {id: row.domain_id})
CREATE (f:Fact {uid: row.uid, user_id: $user_id, field: row.field, value: row.value,
                domain_id: row.domain_id, confidence: row.confidence, score: row.confidence,
                access_count: 0, active: true, target: row.target, sector: row.sector,
                source: row.source, metadata: row.metadata, created_at: $now,
                valid_from: row.valid_from, embedding: row.embedding})
CREATE (f)-[:ABOUT]->(e), (f)-[:IN_DOMAIN]->(d), (f)-[:FROM_EPISODE]->(ep)
WITH f, row
OPTIONAL MATCH (old:Fact {user_id: $user_id, uid: row.supersedes})
FOREACH (_ IN CASE WHEN old IS NULL THEN [] ELSE [1] END |
  SET old.active = false, old.valid_to = row.valid_from
  CREATE (f)-[:SUPERSEDES]->(old))
RETURN f.uid AS uid
