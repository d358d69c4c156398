// Reminders of every namespace whose expiry has passed (sheldonmem DeleteExpiredCrons).
OPTIONAL MATCH (r:Reminder)
WHERE r.expires_at <= $now
DETACH DELETE r
RETURN count(r) AS deleted
