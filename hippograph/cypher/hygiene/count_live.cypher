// What pruning measures: the namespace's facts still in recall (active, not archived), the
// agent's self-facts aside (recall always carries them; they are few).
MATCH (f:Fact {user_id: $user_id, active: true})
WHERE (f.archived IS NULL OR NOT f.archived) AND coalesce(f.target, 'user') <> 'agent'
RETURN count(f) AS live
