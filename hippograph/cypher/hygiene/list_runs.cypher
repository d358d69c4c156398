// The namespace's hygiene runs, newest first (one of them with $uid when given).
MATCH (r:HygieneRun {user_id: $user_id})
WHERE $uid IS NULL OR r.uid = $uid
RETURN r {.uid, .job, .number, .started_at, .finished_at, .undone_at, .changes,
          .scored, .merged, .folded, .orphans, .archived} AS run
ORDER BY r.number DESC
LIMIT $limit
