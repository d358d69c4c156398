// A page of entities (uid order after $after) and, among them, every (entity, field) with more
// than one active fact: the groups in which compaction looks for facts that say the same thing.
MATCH (e:Entity {user_id: $user_id})
WHERE e.uid > $after
WITH e ORDER BY e.uid LIMIT $limit
WITH collect(e) AS page
CALL (page) {
  UNWIND page AS e
  MATCH (f:Fact {user_id: $user_id, active: true})-[:ABOUT]->(e)
  WITH e, f.field AS field,
       collect(f {.uid, .value, .value_uid, .confidence, .score, .access_count, .created_at}) AS facts
  WHERE size(facts) > 1
  RETURN collect({entity_uid: e.uid, field: field, facts: facts}) AS groups
}
RETURN [e IN page | e.uid][-1] AS last, groups
