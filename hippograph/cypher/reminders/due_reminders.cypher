// Reminders of every namespace whose run is due and falls before their expiry, oldest first.
MATCH (r:Reminder)
WHERE r.next_run <= $now AND (r.expires_at IS NULL OR r.next_run < r.expires_at)
RETURN r {.uid, .user_id, .keyword, .schedule, .chat_id, .next_run, .expires_at, .last_fired_at, .created_at} AS reminder
ORDER BY r.next_run
LIMIT $limit
