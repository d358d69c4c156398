// The notes of one tier, newest first; $pattern (lower-cased by the caller) is a substring of the
// key, compared case-insensitively.
MATCH (n:Note {user_id: $user_id, tier: $tier})
WHERE $pattern IS NULL OR toLower(n.key) CONTAINS $pattern
RETURN n {.key, .content, .tier, .updated_at} AS note
ORDER BY n.updated_at DESC, n.key
LIMIT $limit
