// Possible-same-as pairs for review: found by uid, by the merge that confirmed them, and merged on
// the pair by remember (remember/propose_same_as.cypher).
CREATE RANGE INDEX same_as_user_uid IF NOT EXISTS FOR (p:SameAsCandidate) ON (p.user_id, p.uid);
CREATE RANGE INDEX same_as_user_pair IF NOT EXISTS FOR (p:SameAsCandidate) ON (p.user_id, p.entity_uid, p.candidate_uid);
CREATE RANGE INDEX same_as_user_merge IF NOT EXISTS FOR (p:SameAsCandidate) ON (p.user_id, p.merge_uid);
