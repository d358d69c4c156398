// Recall feedback: returned facts were accessed now.
UNWIND $uids AS uid
MATCH (f:Fact {user_id: $user_id, uid: uid})
SET f.access_count = coalesce(f.access_count, 0) + 1, f.last_accessed = $now
