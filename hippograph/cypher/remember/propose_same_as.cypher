// A new entity that may be a known one (a near name of a person, a tie between candidates, an
// ambiguous "my brother"): a possible-same-as pair for review, never a merge. One pair per
// (entity, candidate); a pair once rejected stays rejected.
UNWIND $pairs AS row
MATCH (e:Entity {user_id: $user_id, uid: row.entity_uid})
MATCH (c:Entity {user_id: $user_id, uid: row.candidate_uid})
WITH row, e, c WHERE e <> c
MERGE (p:SameAsCandidate {user_id: $user_id, entity_uid: e.uid, candidate_uid: c.uid})
  ON CREATE SET p.uid = row.uid, p.method = row.method, p.score = row.score, p.status = 'open',
                p.created_at = $now, p.episode_uid = $episode_uid
RETURN p.uid AS uid
