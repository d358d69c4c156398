// A new API key; only the hash of its secret is stored.
CREATE (k:ApiKey {uid: $uid, user_id: $user_id, key_hash: $key_hash, prefix: $prefix, admin: $admin,
                  created_at: datetime()})
RETURN k {.uid, .user_id, .prefix, .admin, .created_at, .revoked_at} AS key
