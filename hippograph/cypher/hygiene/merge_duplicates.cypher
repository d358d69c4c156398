// Redundant facts folded into the strongest of their group: it takes their access counts, the
// highest confidence and their provenance; each of them becomes inactive from now and points to
// it (MERGED_INTO), so nothing is lost. A fact changed since it was read (no longer active) is
// left alone.
UNWIND $merges AS m
MATCH (k:Fact {user_id: $user_id, uid: m.keeper, active: true})
SET k.access_count = m.access_count, k.confidence = m.confidence
WITH k, m
UNWIND m.merged AS uid
MATCH (d:Fact {user_id: $user_id, uid: uid, active: true})
SET d.active = false, d:Inactive, d.valid_to = $now
CREATE (d)-[:MERGED_INTO {merged_at: $now}]->(k)
WITH k, d
CALL (k, d) {
  MATCH (d)-[:FROM_EPISODE]->(ep:Episode)
  MERGE (k)-[:FROM_EPISODE]->(ep)
}
RETURN count(d) AS merged
