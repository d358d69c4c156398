MATCH (ep:Episode {user_id: $user_id, uid: $episode_uid})
UNWIND $facts AS row
MATCH (f:Fact {user_id: $user_id, uid: row.uid})
SET f.access_count = f.access_count + 1, f.last_accessed = $now, f.confidence = row.confidence
MERGE (f)-[:FROM_EPISODE]->(ep)
RETURN f.uid AS uid
