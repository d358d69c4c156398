// By uid or by the prefix `keys list` shows; a second revocation keeps the first time.
MATCH (k:ApiKey)
WHERE k.uid = $key OR k.prefix = $key
SET k.revoked_at = coalesce(k.revoked_at, datetime())
RETURN k {.uid, .user_id, .prefix, .admin, .created_at, .revoked_at} AS key
