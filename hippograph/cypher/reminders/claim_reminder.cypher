// The exactly-once claim: the write lock is taken BEFORE next_run is compared (the _claim
// property exists only to take it), so of two schedulers racing for one run the second waits,
// then reads the new next_run and gets no row. See the Neo4j manual, "Concurrent data access".
MATCH (r:Reminder {uid: $uid, user_id: $user_id})
SET r._claim = true
REMOVE r._claim
WITH r
WHERE r.next_run = $expected
SET r.next_run = $next_run, r.last_fired_at = $now
RETURN r {.uid, .user_id, .keyword, .schedule, .chat_id, .next_run, .expires_at, .last_fired_at, .created_at} AS reminder
