// The episode channels of recall in one round trip: full-text over the turns (the Lucene query
// already requires the namespace) and vector search (cut to the namespace, as for facts: see
// fact_candidates.cypher), each hit with who spoke it.
CALL () {
  CALL db.index.fulltext.queryNodes('episode_fulltext', $episode_lucene, {limit: $text_k}) YIELD node, score
  WITH node, score WHERE node.user_id = $user_id
  RETURN collect({uid: node.uid, score: score, speaker: [(node)-[:SPOKEN_BY]->(s) | s.uid][0]}) AS fulltext_episodes
}
CALL () {
  CALL db.index.vector.queryNodes('episode_embedding', $vector_k, $vector) YIELD node, score
  WITH count(*) AS seen, collect(CASE WHEN node.user_id = $user_id THEN {node: node, score: score} END) AS near
  RETURN seen AS episodes_seen, near[..$text_k] AS near_episodes
}
OPTIONAL CALL (episodes_seen, near_episodes) {
  WITH episodes_seen, near_episodes WHERE episodes_seen = $vector_k AND size(near_episodes) < $vector_min
  WITH COUNT { (:Episode {user_id: $user_id}) } <= $exact_max AS exact
  CALL (exact) {
    WITH exact WHERE exact
    MATCH (node:Episode {user_id: $user_id})
    WHERE node.embedding IS NOT NULL
    WITH node, vector.similarity.cosine(node.embedding, $vector) AS score
    ORDER BY score DESC LIMIT $text_k
    RETURN node, score
    UNION
    WITH exact WHERE NOT exact
    CALL db.index.vector.queryNodes('episode_embedding', $vector_k_wide, $vector) YIELD node, score
    WITH node, score WHERE node.user_id = $user_id
    WITH node, score LIMIT $text_k
    RETURN node, score
  }
  RETURN true AS widened_episodes, collect({node: node, score: score}) AS wide_episodes
}
CALL (near_episodes, wide_episodes) {
  UNWIND coalesce(wide_episodes, near_episodes) AS hit
  WITH hit.node AS node, hit.score AS score
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
