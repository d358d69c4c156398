MATCH (ep:Episode {user_id: $user_id, uid: $episode_uid})
MATCH (s:Entity {user_id: $user_id, uid: $speaker_uid})
SET s.updated_at = $now
MERGE (ep)-[:SPOKEN_BY]->(s)
