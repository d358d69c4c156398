// One round trip per request: the presented key (none when $key_hash is null) and whether any key
// exists at all, because without keys the service runs in its open, loopback-only mode.
OPTIONAL MATCH (k:ApiKey {key_hash: $key_hash})
RETURN k {.uid, .user_id, .prefix, .admin, .created_at, .revoked_at} AS key,
       EXISTS { MATCH (:ApiKey) } AS any_keys
