// Rejecting deactivates like forgetting (the fact stays as history, no longer true from now) and
// records why it went.
MATCH (f:Fact {user_id: $user_id, uid: $uid})
WITH f, f.active AS was_active
SET f.active = false, f.valid_to = CASE WHEN was_active THEN $now ELSE f.valid_to END,
    f.review = 'rejected', f.reviewed_at = $now
RETURN f.uid AS uid, was_active
