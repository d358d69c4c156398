MATCH (k:ApiKey)
WHERE $user_id IS NULL OR k.user_id = $user_id
RETURN k {.uid, .user_id, .prefix, .admin, .created_at, .revoked_at} AS key
ORDER BY k.created_at, k.uid
