// An entity stated through the API, merged on the (user_id, type, name_norm) key so a repeated
// call returns the same entity; stated aliases become Alias nodes. $type is a checked label.
// source 'api': the user named it, so compaction never removes it as an orphan.
MERGE (e:Entity {user_id: $user_id, type: $type, name_norm: $name_norm})
  ON CREATE SET e:$($type), e.uid = $uid, e.name = $entity_name, e.aliases = [], e.metadata = $metadata,
                e.embedding = $embedding, e.created_at = $now, e.updated_at = $now, e.source = 'api'
WITH e
FOREACH (row IN [a IN $aliases WHERE NOT a.alias IN e.aliases] |
  SET e.aliases = e.aliases + row.alias
  MERGE (x:Alias {user_id: $user_id, alias_norm: row.norm, entity_uid: e.uid})
    ON CREATE SET x.uid = row.uid, x.alias = row.alias, x.source = 'user_stated', x.confidence = 1.0,
                  x.use_count = 0, x.created_at = $now)
RETURN e.uid AS uid
