// A keyword reminder; its first run was computed from the clock's now by the caller.
CREATE (r:Reminder {uid: $uid, user_id: $user_id, keyword: $keyword, schedule: $schedule,
                    chat_id: $chat_id, next_run: $next_run, expires_at: $expires_at,
                    created_at: $now})
RETURN r {.uid, .user_id, .keyword, .schedule, .chat_id, .next_run, .expires_at, .last_fired_at, .created_at} AS reminder
