// New facts with their provenance; a fact that replaces another SUPERSEDES it, and the old one
// becomes inactive from the moment the new one is valid (never before it began). A fact the turn
// says is already over ("I used to live in Paris") is created inactive, as history. `value_uid`
// is the entity the value names, when it names one.
MATCH (ep:Episode {user_id: $user_id, uid: $episode_uid})
UNWIND $facts AS row
MATCH (e:Entity {user_id: $user_id, uid: row.entity_uid})
MATCH (d:Domain {id: row.domain_id})
CREATE (f:Fact {uid: row.uid, user_id: $user_id, field: row.field, value: row.value,
                domain_id: row.domain_id, confidence: row.confidence, score: row.confidence,
                access_count: 0, active: row.active, target: row.target, sector: row.sector,
                source: row.source, metadata: row.metadata, created_at: $now,
                valid_from: row.valid_from, valid_to: row.valid_to, value_uid: row.value_uid,
                embedding: row.embedding})
CREATE (f)-[:ABOUT]->(e), (f)-[:IN_DOMAIN]->(d), (f)-[:FROM_EPISODE]->(ep)
FOREACH (_ IN CASE WHEN row.active = false THEN [1] ELSE [] END | SET f:Inactive)
WITH f, row
OPTIONAL MATCH (old:Fact {user_id: $user_id, uid: row.supersedes})
FOREACH (_ IN CASE WHEN old IS NULL THEN [] ELSE [1] END |
  SET old.active = false, old:Inactive, old.ended_by = f.uid,
      old.valid_to = CASE WHEN old.valid_from > row.valid_from THEN old.valid_from ELSE row.valid_from END
  CREATE (f)-[:SUPERSEDES]->(old))
RETURN f.uid AS uid
