// Undoing the merge a confirmation made puts the pair back up for review.
MATCH (p:SameAsCandidate {user_id: $user_id, merge_uid: $merge_uid})
SET p.status = 'open', p.decided_at = null, p.merge_uid = null
RETURN p.uid AS uid
