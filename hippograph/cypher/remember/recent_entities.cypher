// The entities the latest episodes of a session mention, most recent first: what "he", "she" and
// "they" in the session's next turn may refer to. One seek in the (user_id, session_id, turn_key)
// index for the episodes, then their MENTIONS.
MATCH (ep:Episode {user_id: $user_id, session_id: $session_id})
WITH ep ORDER BY ep.turn_key DESC LIMIT $episodes
MATCH (ep)-[:MENTIONS]->(e:Entity {user_id: $user_id})
RETURN e.name AS name, e.type AS type, e.metadata AS metadata, ep.turn_key AS turn_key
ORDER BY turn_key DESC
