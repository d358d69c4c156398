// A hygiene run of one namespace, numbered after the runs before it: what it changes hangs off
// it (hygiene/add_change), so that undoHygieneRun can take it back. Not memory: the export
// leaves runs out.
OPTIONAL MATCH (before:HygieneRun {user_id: $user_id})
WITH coalesce(max(before.number), 0) + 1 AS number
CREATE (r:HygieneRun {uid: $uid, user_id: $user_id, job: $job, number: number, started_at: $now,
                      changes: 0, scored: 0, merged: 0, folded: 0, orphans: 0, archived: 0})
RETURN r.uid AS uid
