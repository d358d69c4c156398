// A rejected fact that had replaced others (a superseding value, or the older contradictions it
// ended) gives them back: they are active again, as if never replaced. A version rejected or
// replaced by some other fact since stays as it is.
MATCH (f:Fact {user_id: $user_id, uid: $uid})
CALL (f) {
  MATCH (old:Fact {user_id: $user_id, ended_by: f.uid})
  RETURN old
  UNION
  MATCH (f)-[:SUPERSEDES]->(old:Fact {user_id: $user_id})
  WHERE old.ended_by IS NULL AND old.valid_to = f.valid_from
  RETURN old
}
WITH old
WHERE NOT old.active AND old.review IS NULL
  AND NOT EXISTS { MATCH (other:Fact {active: true})-[:SUPERSEDES]->(old) }
SET old.active = true, old.valid_to = null, old.ended_by = null, old.restored_at = $now
REMOVE old:Inactive
RETURN old.uid AS uid
