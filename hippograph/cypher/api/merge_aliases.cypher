// Step 5: the dropped entity's aliases move to the kept one (unless it has the same one), its name
// becomes an alias of the kept one, and the dropped node is hidden from every Entity query by
// trading its labels for :MergedEntity (the Merge node remembers them).
MATCH (m:Merge {user_id: $user_id, uid: $merge_uid})-[:DROPPED]->(d:Entity)
MATCH (m)-[:KEPT]->(k:Entity)
OPTIONAL MATCH (a:Alias {user_id: $user_id, entity_uid: d.uid})
WHERE NOT EXISTS { MATCH (b:Alias {user_id: $user_id, entity_uid: k.uid, alias_norm: a.alias_norm}) }
SET a.entity_uid = k.uid
WITH m, d, k, collect(a.uid) AS moved
MERGE (n:Alias {user_id: $user_id, alias_norm: d.name_norm, entity_uid: k.uid})
  ON CREATE SET n.uid = $alias_uid, n.alias = d.name, n.source = 'merge', n.confidence = 1.0,
                n.use_count = 0, n.created_at = $now
SET m.moved_alias_uids = moved,
    m.created_alias_uid = CASE WHEN n.uid = $alias_uid THEN n.uid END,
    k.aliases = reduce(acc = coalesce(k.aliases, []), x IN [d.name] + coalesce(d.aliases, []) |
                       CASE WHEN x IN acc OR x = k.name THEN acc ELSE acc + x END)
REMOVE d:$(labels(d))
SET d:MergedEntity
RETURN size(moved) AS moved
