// Remove a note for good, returning what it held.
MATCH (n:Note {user_id: $user_id, key: $key})
WITH n, n {.key, .content, .tier, .updated_at} AS note
DETACH DELETE n
RETURN note
