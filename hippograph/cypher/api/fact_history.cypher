// Every version of a fact, newest first: the whole SUPERSEDES chain through it, plus the old
// versions compaction folded off a long chain (VERSION_OF its oldest kept version, remembering
// their neighbours), so a chain of any length is one short walk and nothing goes missing.
MATCH (f:Fact {user_id: $user_id, uid: $uid})
OPTIONAL MATCH (f)-[:VERSION_OF]->(anchor:Fact {user_id: $user_id})
WITH coalesce(anchor, f) AS start
MATCH (start)-[:SUPERSEDES*0..200]-(c:Fact {user_id: $user_id})
WITH collect(DISTINCT c) AS chain
UNWIND chain + reduce(folded = [], c IN chain | folded + [(v:Fact)-[:VERSION_OF]->(c) | v]) AS g
MATCH (g)-[:ABOUT]->(e:Entity)
OPTIONAL MATCH (g)-[fold:VERSION_OF]->(:Fact)
RETURN g {.uid, .field, .value, .domain_id, .confidence, .score, .access_count, .active, .target,
          .sector, .source, .created_at, .valid_from, .valid_to, .last_hit_at, .review, .reviewed_at,
          entity_uid: e.uid,
          supersedes_uid: coalesce([(g)-[:SUPERSEDES]->(o:Fact) | o.uid][0], fold.supersedes,
                                   [(o:Fact)-[r:VERSION_OF]->(g) WHERE r.superseded_by = g.uid | o.uid][0]),
          superseded_by_uid: coalesce([(n:Fact)-[:SUPERSEDES]->(g) | n.uid][0], fold.superseded_by)} AS fact
ORDER BY g.created_at DESC, g.valid_from DESC, g.uid
