// The turns just before and after each candidate episode in its session (ordered by when they
// happened, then by when they were remembered), with who spoke them: a short reply ("yes, last
// week!") is found through the question it answers, and the question through its reply.
UNWIND $uids AS uid
MATCH (ep:Episode {user_id: $user_id, uid: uid})
WHERE ep.session_id IS NOT NULL
CALL (ep) {
  MATCH (n:Episode {user_id: $user_id, session_id: ep.session_id})
  WITH n ORDER BY coalesce(n.occurred_at, n.created_at), n.created_at, n.uid
  RETURN collect(n) AS turns
}
WITH ep, turns, [i IN range(0, size(turns) - 1) WHERE turns[i].uid = ep.uid][0] AS at
UNWIND [at - 1, at + 1] AS i
WITH ep, turns, i WHERE 0 <= i < size(turns)
WITH ep, turns[i] AS n
RETURN ep.uid AS uid, n.uid AS neighbour, [(n)-[:SPOKEN_BY]->(s) | s.uid][0] AS speaker
