// A run taken back: it stays listed, and cannot be undone twice.
MATCH (r:HygieneRun {user_id: $user_id, uid: $uid})
WHERE r.undone_at IS NULL
SET r.undone_at = $now
RETURN r.uid AS uid
