// The entities the last turns of a session mentioned (the user's last turns when there is no
// session), most recent first: where "she", "he", "it" and "they" of a new turn find whom they mean.
MATCH (ep:Episode {user_id: $user_id})
WHERE ep.uid <> $episode_uid
  AND (ep.session_id = $session_id OR (ep.session_id IS NULL AND $session_id IS NULL))
WITH ep ORDER BY ep.turn_key DESC LIMIT $turns
MATCH (ep)-[:MENTIONS]->(e:Entity {user_id: $user_id})
WHERE e.role IS NULL
RETURN e.uid AS uid, e.name AS name, e.type AS type, e.gender AS gender, ep.turn_key AS turn_key
ORDER BY turn_key DESC, e.created_at DESC, e.uid
