// A page of facts, newest first, filtered by domain, field, subject and state, with the total.
MATCH (f:Fact {user_id: $user_id})-[:ABOUT]->(e:Entity {user_id: $user_id})
WHERE ($active IS NULL OR f.active = $active)
  AND ($domain_id IS NULL OR f.domain_id = $domain_id)
  AND ($field IS NULL OR f.field = $field)
  AND ($entity_uid IS NULL OR e.uid = $entity_uid)
WITH f, e ORDER BY f.created_at DESC, f.uid
WITH collect({f: f, e: e}) AS items
WITH size(items) AS total, items[$offset..$offset + $first] AS window
CALL (window) {
  UNWIND window AS x
  WITH x.f AS f, x.e AS e
  RETURN collect(f {.uid, .field, .value, .domain_id, .confidence, .score, .access_count, .active,
                    .target, .sector, .source, .created_at, .valid_from, .valid_to, .last_hit_at, .review, .reviewed_at,
                    entity_uid: e.uid,
                    // a version compaction folded off a long chain keeps its neighbours on VERSION_OF
                    supersedes_uid: coalesce([(f)-[:SUPERSEDES]->(o:Fact) | o.uid][0],
                                             [(f)-[r:VERSION_OF]->(:Fact) | r.supersedes][0],
                                             [(o:Fact)-[r:VERSION_OF]->(f) WHERE r.superseded_by = f.uid | o.uid][0]),
                    superseded_by_uid: coalesce([(n:Fact)-[:SUPERSEDES]->(f) | n.uid][0],
                                                [(f)-[r:VERSION_OF]->(:Fact) | r.superseded_by][0])}) AS page
}
RETURN total, page
