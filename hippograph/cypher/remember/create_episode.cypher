// Episode first. MERGE on the content hash makes a repeated turn a no-op: `created` is false and
// the caller returns the stored result of the first time. `turn_key` places the turn in its
// session (hippograph/graph/turns.py), made with `$now` as the time it was remembered.
MERGE (e:Episode {user_id: $user_id, content_hash: $content_hash})
  ON CREATE SET e.uid = $uid, e.session_id = $session_id, e.external_id = $external_id,
                e.speaker = $speaker, e.content = $content, e.occurred_at = $occurred_at,
                e.created_at = $now, e.turn_key = $turn_key, e.embedding = $embedding
RETURN e.uid AS uid, e.uid = $uid AS created, e.result AS result
