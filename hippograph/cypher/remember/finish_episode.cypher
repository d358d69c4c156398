// The turn's last statement: the episode keeps what remembering it did (a repeat of the turn
// returns it) and is linked to whoever spoke it, the user or a named speaker.
MATCH (ep:Episode {user_id: $user_id, uid: $episode_uid})
SET ep.result = $result
WITH ep
MATCH (s:Entity {user_id: $user_id, uid: $speaker_uid})
SET s.updated_at = $now
MERGE (ep)-[:SPOKEN_BY]->(s)
