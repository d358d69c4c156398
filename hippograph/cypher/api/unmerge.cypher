// Undo a merge: the dropped entity gets its labels back, its facts, aliases and links return, the
// copies and strength changes made on the kept entity are reverted, and the Merge node goes.
MATCH (m:Merge {user_id: $user_id, uid: $merge_uid})-[:DROPPED]->(d:MergedEntity {user_id: $user_id})
MATCH (m)-[:KEPT]->(k:Entity {user_id: $user_id})
REMOVE d:MergedEntity
SET d:$(m.drop_labels), k.aliases = m.keep_aliases
WITH m, d, k
CALL (m, d, k) {
  UNWIND coalesce(m.fact_uids, []) AS uid
  MATCH (f:Fact {user_id: $user_id, uid: uid})-[a:ABOUT]->(k)
  DELETE a
  CREATE (f)-[:ABOUT]->(d)
  RETURN count(f) AS facts
}
CALL (m, k) {
  OPTIONAL MATCH (k)-[r]-(:Entity {user_id: $user_id})
  WHERE r.merge_copy = m.uid
  DELETE r
  RETURN count(r) AS copies
}
CALL (m, k) {
  UNWIND range(0, size(coalesce(m.bumped_edge_uids, [])) - 1) AS i
  MATCH (k)-[r {uid: m.bumped_edge_uids[i]}]-(:Entity {user_id: $user_id})
  SET r.strength = m.bumped_strengths[i]
  RETURN count(r) AS restored
}
CALL (m, k) {
  UNWIND coalesce(m.mention_episode_uids, []) AS uid
  MATCH (:Episode {user_id: $user_id, uid: uid})-[r:MENTIONS]->(k)
  DELETE r
  RETURN count(r) AS mentions
}
CALL (m, k) {
  UNWIND coalesce(m.spoken_episode_uids, []) AS uid
  MATCH (:Episode {user_id: $user_id, uid: uid})-[r:SPOKEN_BY]->(k)
  DELETE r
  RETURN count(r) AS spoken
}
CALL (m, k) {
  UNWIND coalesce(m.domain_ids, []) AS id
  MATCH (k)-[r:IN_DOMAIN]->(:Domain {id: id})
  DELETE r
  RETURN count(r) AS domains
}
CALL (m, d) {
  UNWIND coalesce(m.moved_alias_uids, []) AS uid
  MATCH (a:Alias {user_id: $user_id, uid: uid})
  SET a.entity_uid = d.uid
  RETURN count(a) AS aliases
}
CALL (m) {
  OPTIONAL MATCH (a:Alias {user_id: $user_id, uid: m.created_alias_uid})
  DETACH DELETE a
  RETURN count(a) AS created_alias
}
WITH d, m
DETACH DELETE m
RETURN d.uid AS uid
