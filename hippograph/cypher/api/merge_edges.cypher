// Step 3: the dropped entity's typed edges are copied to the kept one, merged like remember's
// edges: an existing edge of the same type to the same entity is strengthened instead (its old
// strength recorded). The originals stay on the dropped node, which step 5 hides, so undoing only
// deletes the copies (marked with the merge's uid) and restores the strengths. Edges between the
// two entities are not copied.
MATCH (m:Merge {user_id: $user_id, uid: $merge_uid})-[:DROPPED]->(d:Entity)
MATCH (m)-[:KEPT]->(k:Entity)
MATCH (d)-[r]-(o:Entity {user_id: $user_id})
WHERE o <> k AND o <> d
WITH m, k, o, r, startNode(r) = d AS outgoing
OPTIONAL MATCH (k)-[x:$(type(r))]->(o) WHERE outgoing
OPTIONAL MATCH (o)-[y:$(type(r))]->(k) WHERE NOT outgoing
WITH m, k, o, r, outgoing, head(collect(coalesce(x, y))) AS existing
FOREACH (e IN CASE WHEN existing IS NULL THEN [] ELSE [existing] END |
  SET m.bumped_edge_uids = coalesce(m.bumped_edge_uids, []) + e.uid,
      m.bumped_strengths = coalesce(m.bumped_strengths, []) + coalesce(e.strength, 1.0),
      e.strength = coalesce(e.strength, 1.0) + coalesce(r.strength, 1.0))
FOREACH (_ IN CASE WHEN existing IS NULL AND outgoing THEN [1] ELSE [] END |
  CREATE (k)-[c:$(type(r))]->(o) SET c = properties(r), c.uid = randomUUID(), c.merge_copy = $merge_uid)
FOREACH (_ IN CASE WHEN existing IS NULL AND NOT outgoing THEN [1] ELSE [] END |
  CREATE (o)-[c:$(type(r))]->(k) SET c = properties(r), c.uid = randomUUID(), c.merge_copy = $merge_uid)
RETURN count(r) AS edges
