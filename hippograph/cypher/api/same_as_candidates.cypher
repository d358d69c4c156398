// Possible-same-as pairs remember proposed for review (a near name of a person, a tie between
// candidates), newest first; only pairs whose two entities both still exist (not merged away,
// not forgotten). $status null: every pair.
MATCH (p:SameAsCandidate {user_id: $user_id})
WHERE $status IS NULL OR p.status = $status
MATCH (e:Entity {user_id: $user_id, uid: p.entity_uid})
MATCH (c:Entity {user_id: $user_id, uid: p.candidate_uid})
RETURN p {.uid, .entity_uid, .candidate_uid, .method, .score, .status, .created_at, .decided_at,
          .merge_uid} AS pair
ORDER BY p.created_at DESC, p.uid
LIMIT $first
