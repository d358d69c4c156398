// Bring an archived note back to the working tier; returns the tier it had.
OPTIONAL MATCH (n:Note {user_id: $user_id, key: $key})
WITH n, n.tier AS was
FOREACH (_ IN CASE WHEN was = 'archive' THEN [1] ELSE [] END | SET n.tier = 'working')
RETURN n {.key, .content, .tier, .updated_at} AS note, was
