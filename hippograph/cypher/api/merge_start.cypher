// Step 1 of mergeEntities: the Merge node records what undoing needs, starting with the dropped
// entity's labels and the kept entity's aliases as they are now. The fixed entities are never dropped.
MATCH (k:Entity {user_id: $user_id, uid: $keep_uid})
MATCH (d:Entity {user_id: $user_id, uid: $drop_uid})
WHERE d.role IS NULL AND k <> d
CREATE (m:Merge {uid: $uid, user_id: $user_id, keep_uid: k.uid, drop_uid: d.uid, drop_name: d.name,
                 drop_labels: labels(d), keep_aliases: k.aliases, created_at: $now})
CREATE (m)-[:KEPT]->(k), (m)-[:DROPPED]->(d)
RETURN m.uid AS uid
