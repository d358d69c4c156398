// DataLoader batch: facts by uid, only from the caller's namespace.
UNWIND $uids AS uid
MATCH (f:Fact {user_id: $user_id, uid: uid})-[:ABOUT]->(e:Entity)
RETURN f {.uid, .field, .value, .domain_id, .confidence, .score, .access_count, .active, .target,
          .sector, .source, .created_at, .valid_from, .valid_to, .last_hit_at, entity_uid: e.uid,
          supersedes_uid: [(f)-[:SUPERSEDES]->(o:Fact) | o.uid][0],
          superseded_by_uid: [(n:Fact)-[:SUPERSEDES]->(f) | n.uid][0]} AS fact
