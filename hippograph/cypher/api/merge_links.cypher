// Step 4: episodes that mention or were spoken by the dropped entity, and its domains, now point at
// the kept one too; only links that did not exist are created and recorded, so undo removes exactly
// those. The dropped entity's own links stay on it.
MATCH (m:Merge {user_id: $user_id, uid: $merge_uid})-[:DROPPED]->(d:Entity)
MATCH (m)-[:KEPT]->(k:Entity)
CALL (d, k) {
  OPTIONAL MATCH (ep:Episode {user_id: $user_id})-[:MENTIONS]->(d)
  WHERE NOT EXISTS { (ep)-[:MENTIONS]->(k) }
  FOREACH (e IN CASE WHEN ep IS NULL THEN [] ELSE [ep] END | CREATE (e)-[:MENTIONS]->(k))
  RETURN collect(ep.uid) AS mentions
}
CALL (d, k) {
  OPTIONAL MATCH (ep:Episode {user_id: $user_id})-[:SPOKEN_BY]->(d)
  WHERE NOT EXISTS { (ep)-[:SPOKEN_BY]->(k) }
  FOREACH (e IN CASE WHEN ep IS NULL THEN [] ELSE [ep] END | CREATE (e)-[:SPOKEN_BY]->(k))
  RETURN collect(ep.uid) AS spoken
}
CALL (d, k) {
  OPTIONAL MATCH (d)-[:IN_DOMAIN]->(dom:Domain)
  WHERE NOT EXISTS { (k)-[:IN_DOMAIN]->(dom) }
  FOREACH (x IN CASE WHEN dom IS NULL THEN [] ELSE [dom] END | CREATE (k)-[:IN_DOMAIN]->(x))
  RETURN collect(dom.id) AS domains
}
SET m.mention_episode_uids = mentions, m.spoken_episode_uids = spoken, m.domain_ids = domains
RETURN size(mentions) + size(spoken) + size(domains) AS links
