// The namespace's reminders, of one chat when $chat_id is given, soonest first.
MATCH (r:Reminder {user_id: $user_id})
WHERE $chat_id IS NULL OR r.chat_id = $chat_id
RETURN r {.uid, .user_id, .keyword, .schedule, .chat_id, .next_run, .expires_at, .last_fired_at, .created_at} AS reminder
ORDER BY r.next_run, r.uid
