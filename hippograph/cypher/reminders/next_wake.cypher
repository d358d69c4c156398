// When the scheduler next has reminder work: the earliest run still before its expiry, or the
// earliest expiry (the reminder is then removed).
MATCH (r:Reminder)
WITH CASE WHEN r.expires_at IS NOT NULL AND r.expires_at <= r.next_run THEN r.expires_at
          ELSE r.next_run END AS at
RETURN min(at) AS at
