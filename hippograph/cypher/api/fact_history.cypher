// Every version of a fact: the whole SUPERSEDES chain through it, newest first.
MATCH (f:Fact {user_id: $user_id, uid: $uid})
MATCH (f)-[:SUPERSEDES*0..200]-(g:Fact {user_id: $user_id})
WITH DISTINCT g
MATCH (g)-[:ABOUT]->(e:Entity)
RETURN g {.uid, .field, .value, .domain_id, .confidence, .score, .access_count, .active, .target,
          .sector, .source, .created_at, .valid_from, .valid_to, .last_hit_at, entity_uid: e.uid,
          supersedes_uid: [(g)-[:SUPERSEDES]->(o:Fact) | o.uid][0],
          superseded_by_uid: [(n:Fact)-[:SUPERSEDES]->(g) | n.uid][0]} AS fact
ORDER BY g.created_at DESC, g.valid_from DESC, g.uid
