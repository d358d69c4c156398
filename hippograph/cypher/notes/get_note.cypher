// One note by its exact key, whichever tier holds it.
MATCH (n:Note {user_id: $user_id, key: $key})
RETURN n {.key, .content, .tier, .updated_at} AS note
