// DataLoader batch: every fact (active or not) about each entity, newest first.
UNWIND $uids AS uid
MATCH (f:Fact {user_id: $user_id})-[:ABOUT]->(e:Entity {user_id: $user_id, uid: uid})
RETURN uid, f {.uid, .field, .value, .domain_id, .confidence, .score, .access_count, .active, .target,
               .sector, .source, .created_at, .valid_from, .valid_to, .last_hit_at, entity_uid: e.uid,
               supersedes_uid: [(f)-[:SUPERSEDES]->(o:Fact) | o.uid][0],
               superseded_by_uid: [(n:Fact)-[:SUPERSEDES]->(f) | n.uid][0]} AS fact
ORDER BY f.created_at DESC, f.uid
