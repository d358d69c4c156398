// What one hygiene run changed, one record per write, the last write first (undo order).
MATCH (c:HygieneChange {user_id: $user_id, run_uid: $run_uid})
RETURN c.seq AS seq, c.changes AS changes
ORDER BY c.seq DESC
