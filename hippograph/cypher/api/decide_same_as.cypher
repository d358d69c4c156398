// A reviewer's verdict on an open possible-same-as pair: `confirmed` (with the merge that joined
// the two) or `rejected` (never proposed again: the pair stays, closed).
MATCH (p:SameAsCandidate {user_id: $user_id, uid: $uid, status: 'open'})
SET p.status = $status, p.decided_at = $now, p.merge_uid = $merge_uid
RETURN p {.uid, .entity_uid, .candidate_uid, .method, .score, .status, .created_at, .decided_at,
          .merge_uid} AS pair
