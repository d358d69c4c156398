// A page of a namespace's facts, in uid order after $after, with what decay looks at.
MATCH (f:Fact {user_id: $user_id})
WHERE f.uid > $after
RETURN f.uid AS uid, f.confidence AS confidence, f.access_count AS access_count,
       f.created_at AS created_at, f.last_accessed AS last_accessed, f.last_hit_at AS last_hit_at
ORDER BY f.uid
LIMIT $limit
