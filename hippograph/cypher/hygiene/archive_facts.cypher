// Archive instead of delete: the facts keep every property and stay in the indexes, listings and
// history; recall skips them unless asked.
UNWIND $ids AS id
MATCH (f:Fact {user_id: $user_id, uid: id, active: true})
WHERE f.archived IS NULL OR NOT f.archived
SET f.archived = true, f.archived_at = $now
RETURN count(f) AS archived
