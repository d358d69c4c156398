// What one write of a hygiene run changed (JSON, see hippograph/hygiene/record.py), in the same
// transaction as the write, so a run's record is never behind its writes.
MATCH (r:HygieneRun {user_id: $user_id, uid: $run_uid})
CREATE (c:HygieneChange {uid: $uid, user_id: $user_id, run_uid: $run_uid, seq: $seq, changes: $changes})
SET r.changes = r.changes + 1
RETURN c.uid AS uid
