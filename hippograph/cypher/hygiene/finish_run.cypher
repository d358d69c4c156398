// A hygiene run done: its counts, and the namespace keeps only its $keep newest runs (older
// ones can no longer be undone).
MATCH (r:HygieneRun {user_id: $user_id, uid: $uid})
SET r.finished_at = $now, r.scored = $scored, r.merged = $merged, r.folded = $folded,
    r.orphans = $orphans, r.archived = $archived
WITH r
CALL () {
  MATCH (old:HygieneRun {user_id: $user_id})
  WITH old ORDER BY old.number DESC
  SKIP $keep
  OPTIONAL MATCH (c:HygieneChange {user_id: $user_id, run_uid: old.uid})
  DETACH DELETE c, old
}
RETURN r.uid AS uid
