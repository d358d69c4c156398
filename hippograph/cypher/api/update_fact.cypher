// A new version of an active fact: same subject, domain and field; the old one stays as history,
// inactive from now, and the new one SUPERSEDES it.
MATCH (old:Fact {user_id: $user_id, uid: $uid, active: true})-[:ABOUT]->(e:Entity {user_id: $user_id})
MATCH (d:Domain {id: old.domain_id})
CREATE (f:Fact {uid: $new_uid, user_id: $user_id, field: old.field, value: $value,
                domain_id: old.domain_id, confidence: coalesce($confidence, old.confidence),
                score: coalesce(old.score, 0.0), access_count: 0, active: true, target: old.target,
                sector: old.sector, source: 'api', metadata: old.metadata, created_at: $now,
                valid_from: $now, embedding: $embedding})
CREATE (f)-[:ABOUT]->(e), (f)-[:IN_DOMAIN]->(d), (f)-[:SUPERSEDES]->(old)
SET old.active = false, old:Inactive, old.valid_to = $now, old.ended_by = f.uid
RETURN f.uid AS uid
