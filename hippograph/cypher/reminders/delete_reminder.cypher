// One reminder by id, only inside the caller's namespace; no row when there is none.
MATCH (r:Reminder {uid: $uid, user_id: $user_id})
WITH r, r {.uid, .user_id, .keyword, .schedule, .chat_id, .next_run, .expires_at, .last_fired_at, .created_at} AS reminder
DETACH DELETE r
RETURN reminder
