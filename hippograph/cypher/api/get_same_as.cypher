// One possible-same-as pair of the namespace, by uid.
MATCH (p:SameAsCandidate {user_id: $user_id, uid: $uid})
RETURN p {.uid, .entity_uid, .candidate_uid, .method, .score, .status, .created_at, .decided_at,
          .merge_uid} AS pair
