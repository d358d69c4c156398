// Create or update a working note. A key already held by an archived note is left untouched: the
// caller sees its tier and reports the conflict (keys are unique per user across both tiers).
MERGE (n:Note {user_id: $user_id, key: $key})
  ON CREATE SET n.tier = 'working', n.content = $content, n.created_at = $now, n.updated_at = $now
  ON MATCH SET n.content = CASE WHEN n.tier = 'working' THEN $content ELSE n.content END,
               n.updated_at = CASE WHEN n.tier = 'working' THEN $now ELSE n.updated_at END
RETURN n {.key, .content, .tier, .updated_at} AS note
