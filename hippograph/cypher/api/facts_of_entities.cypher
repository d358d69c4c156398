// DataLoader batch: every fact (active or not) about each entity, newest first.
UNWIND $uids AS uid
MATCH (f:Fact {user_id: $user_id})-[:ABOUT]->(e:Entity {user_id: $user_id, uid: uid})
RETURN uid, f {.uid, .field, .value, .domain_id, .confidence, .score, .access_count, .active, .target,
               .sector, .source, .created_at, .valid_from, .valid_to, .last_hit_at, .review, .reviewed_at, entity_uid: e.uid,
               // a version compaction folded off a long chain keeps its neighbours on VERSION_OF
               supersedes_uid: coalesce([(f)-[:SUPERSEDES]->(o:Fact) | o.uid][0],
                                        [(f)-[r:VERSION_OF]->(:Fact) | r.supersedes][0],
                                        [(o:Fact)-[r:VERSION_OF]->(f) WHERE r.superseded_by = f.uid | o.uid][0]),
               superseded_by_uid: coalesce([(n:Fact)-[:SUPERSEDES]->(f) | n.uid][0],
                                           [(f)-[r:VERSION_OF]->(:Fact) | r.superseded_by][0])} AS fact
ORDER BY f.created_at DESC, f.uid
