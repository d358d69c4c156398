// Facts learned since $since (any state), newest first, for review; the caller loads each by uid.
MATCH (f:Fact {user_id: $user_id})
WHERE f.created_at >= $since
RETURN f.uid AS uid
ORDER BY f.created_at DESC, f.uid
LIMIT $first
