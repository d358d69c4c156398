// Approving an active fact records the review and raises its confidence to at least $confidence.
MATCH (f:Fact {user_id: $user_id, uid: $uid})
WITH f, f.active AS was_active
FOREACH (_ IN CASE WHEN was_active THEN [1] ELSE [] END |
  SET f.review = 'approved', f.reviewed_at = $now,
      f.confidence = CASE WHEN coalesce(f.confidence, 0.0) < $confidence THEN $confidence
                          ELSE f.confidence END)
RETURN f.uid AS uid, was_active
