// DataLoader batch: entities by uid, only from the caller's namespace.
UNWIND $uids AS uid
MATCH (e:Entity {user_id: $user_id, uid: uid})
RETURN e {.uid, .name, .type, .role, .aliases, .metadata, .created_at, .updated_at} AS entity
