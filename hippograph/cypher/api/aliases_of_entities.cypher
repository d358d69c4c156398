// DataLoader batch: the learned or stated aliases of each entity.
UNWIND $uids AS uid
MATCH (a:Alias {user_id: $user_id, entity_uid: uid})
RETURN uid, a {.uid, .alias, .source, .confidence, .use_count, .created_at} AS alias
ORDER BY a.alias
