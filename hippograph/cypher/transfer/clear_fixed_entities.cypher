// Import: the bare fixed entities (user, agent) of the target give way to the file's, which carry
// the history; only the roles the file defines, so a file without them leaves the target's alone.
MATCH (e:Entity {user_id: $user_id})
WHERE e.role IN $roles
DETACH DELETE e
RETURN count(e) AS cleared
