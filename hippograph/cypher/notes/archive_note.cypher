// Move a working note to the archive under a new key, only when that key is free. Returns the tier
// the note had and whether the new key was taken, so the caller can say why nothing moved.
OPTIONAL MATCH (n:Note {user_id: $user_id, key: $key})
OPTIONAL MATCH (other:Note {user_id: $user_id, key: $new_key})
WITH n, n.tier AS was, other IS NOT NULL AS taken
FOREACH (_ IN CASE WHEN was = 'working' AND NOT taken THEN [1] ELSE [] END |
  SET n.key = $new_key, n.tier = 'archive')
RETURN n {.key, .content, .tier, .updated_at} AS note, was, taken
