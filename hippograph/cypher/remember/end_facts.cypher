// Active facts the turn says are over: inactive from `valid_to` (never before they began),
// recorded as ended by this episode or by the fact that replaced them (`by`).
UNWIND $facts AS row
MATCH (f:Fact {user_id: $user_id, uid: row.uid, active: true})
SET f.active = false, f:Inactive, f.ended_by = coalesce(row.by, $episode_uid), f.ended_in = $episode_uid,
    f.valid_to = CASE WHEN f.valid_from > row.valid_to THEN f.valid_from ELSE row.valid_to END
RETURN f.uid AS uid
