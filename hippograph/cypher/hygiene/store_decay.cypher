// Decay scores of one page of facts: stored, never used to delete anything.
UNWIND $rows AS row
MATCH (f:Fact {user_id: $user_id, uid: row.uid})
SET f.decay_score = row.score, f.decayed_at = $now
RETURN count(f) AS scored
