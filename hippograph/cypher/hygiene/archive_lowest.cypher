// Archive instead of delete: the $limit lowest-ranked live facts, by stored decay score (facts
// never scored come last), then reinforcement score, then age. They keep every property and
// stay in the indexes, listings and history; recall skips them unless asked.
MATCH (f:Fact {user_id: $user_id, active: true})
WHERE (f.archived IS NULL OR NOT f.archived) AND coalesce(f.target, 'user') <> 'agent'
WITH f ORDER BY f.decay_score, f.score, f.created_at, f.uid
LIMIT $limit
SET f.archived = true, f.archived_at = $now
RETURN count(f) AS archived
