// Extraction bench: the names of a namespace's entities, to read the uids an episode's result holds.
MATCH (e:Entity {user_id: $user_id})
RETURN e.uid AS uid, e.name AS name
