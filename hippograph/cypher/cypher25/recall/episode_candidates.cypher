// recall/episode_candidates for Neo4j 2026.x (Cypher 25): the vector search runs inside the
// caller's namespace (user_id is a filter property of the index, migration 0009); the rest is as
// in the base file, whose comments explain it.
CYPHER 25
CALL () {
  CALL db.index.fulltext.queryNodes('episode_fulltext', $episode_lucene, {limit: $text_k}) YIELD node, score
  WITH node, score WHERE node.user_id = $user_id
  RETURN collect({uid: node.uid, score: score, speaker: [(node)-[:SPOKEN_BY]->(s) | s.uid][0]}) AS fulltext_episodes
}
CALL () {
  MATCH (node:Episode)
    SEARCH node IN (VECTOR INDEX episode_embedding FOR $vector WHERE node.user_id = $user_id LIMIT $text_k)
    SCORE AS score
  WITH node, score ORDER BY score DESC
  RETURN collect({uid: node.uid, score: score, speaker: [(node)-[:SPOKEN_BY]->(s) | s.uid][0]}) AS vector_episodes
}
// The turns just before and after the best $context_k episodes of each channel in their session,
// with who spoke them: a short reply ("yes, last week!") is found through the question it answers,
// and the question through its reply. Each is one seek in the (user_id, session_id, turn_key)
// index: the key sorts turns by when they happened, then by when they were remembered
// (hippograph/graph/turns.py). Deeper hits would lend context only at ranks the answer never
// reaches.
CALL (fulltext_episodes, vector_episodes) {
  UNWIND fulltext_episodes[..$context_k] + vector_episodes[..$context_k] AS hit
  WITH DISTINCT hit.uid AS uid
  MATCH (ep:Episode {user_id: $user_id, uid: uid})
  WHERE ep.session_id IS NOT NULL
  CALL (ep) {
    MATCH (n:Episode {user_id: $user_id, session_id: ep.session_id}) WHERE n.turn_key < ep.turn_key
    WITH n ORDER BY n.turn_key DESC LIMIT 1
    RETURN n
    UNION
    MATCH (n:Episode {user_id: $user_id, session_id: ep.session_id}) WHERE n.turn_key > ep.turn_key
    WITH n ORDER BY n.turn_key LIMIT 1
    RETURN n
  }
  RETURN collect({uid: ep.uid, neighbour: n.uid, speaker: [(n)-[:SPOKEN_BY]->(s) | s.uid][0]}) AS neighbours
}
RETURN fulltext_episodes, vector_episodes, neighbours
