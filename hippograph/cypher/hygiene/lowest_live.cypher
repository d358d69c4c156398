// The $limit lowest-ranked live facts, by stored decay score (facts never scored come last),
// then reinforcement score, then age: what pruning archives next.
MATCH (f:Fact {user_id: $user_id, active: true})
WHERE (f.archived IS NULL OR NOT f.archived) AND coalesce(f.target, 'user') <> 'agent'
RETURN f.uid AS uid
ORDER BY f.decay_score, f.score, f.created_at, f.uid
LIMIT $limit
