// Feedback on a fact: its score moves by $score_delta, its confidence a little, clamped to 0..1.
MATCH (f:Fact {user_id: $user_id, uid: $uid})
WITH f, coalesce(f.confidence, 0.8) + $confidence_delta AS confidence
SET f.score = coalesce(f.score, 0.0) + $score_delta,
    f.confidence = CASE WHEN confidence > 1.0 THEN 1.0 WHEN confidence < 0.0 THEN 0.0 ELSE confidence END,
    f.last_hit_at = $now
RETURN f.uid AS uid
