// recall/fact_candidates for Neo4j 2026.x (Cypher 25): the same fact and episode channels and
// result, but each vector search runs inside the caller's namespace (the index declares user_id as a filter
// property, migration 0009), so other namespaces can never crowd the caller out and there is no
// second look. The index filter takes only declared properties; whether a fact is current or
// archived is checked on the $filtered_k nearest, which are cut to $text_k. The episode search asks
// for $episode_k and keeps $text_k: the limit is also how wide the index's HNSW search looks.
CYPHER 25
CALL () {
  CALL db.index.fulltext.queryNodes('fact_fulltext', $fact_lucene, {limit: $text_k}) YIELD node, score
  WITH node, score WHERE node.user_id = $user_id AND
    CASE WHEN $as_of IS NULL THEN $include_inactive OR node.active
         ELSE node.valid_from <= $as_of AND (node.valid_to IS NULL OR node.valid_to > $as_of) END
    AND ($include_archived OR node.archived IS NULL OR NOT node.archived)
    AND ($domains IS NULL OR node.domain_id IN $domains)
  RETURN collect({uid: node.uid, score: score, entity: [(node)-[:ABOUT]->(e) | e.uid][0]}) AS fulltext_facts
}
CALL () {
  MATCH (node:Fact)
    SEARCH node IN (VECTOR INDEX fact_embedding FOR $vector WHERE node.user_id = $user_id LIMIT $filtered_k)
    SCORE AS score
  WITH node, score WHERE
    CASE WHEN $as_of IS NULL THEN $include_inactive OR node.active
         ELSE node.valid_from <= $as_of AND (node.valid_to IS NULL OR node.valid_to > $as_of) END
    AND ($include_archived OR node.archived IS NULL OR NOT node.archived)
    AND ($domains IS NULL OR node.domain_id IN $domains)
  WITH node, score ORDER BY score DESC LIMIT $text_k
  RETURN collect({uid: node.uid, score: score, entity: [(node)-[:ABOUT]->(e) | e.uid][0]}) AS vector_facts
}
CALL () {
  MATCH (node:Entity)
    SEARCH node IN (VECTOR INDEX entity_embedding FOR $vector WHERE node.user_id = $user_id LIMIT $entity_k)
    SCORE AS score
  WITH node, score WHERE node.role IS NULL AND score >= $entity_min_score
  WITH node, score ORDER BY score DESC LIMIT 5
  RETURN collect({uid: node.uid, score: score}) AS vector_entities
}
CALL () {
  CALL db.relationshipTypes() YIELD relationshipType
  WITH relationshipType WHERE NOT relationshipType IN $model_relations
  RETURN collect(relationshipType) AS relations
}
// The names in the query (normalised, in the query's order) that are exactly a name or a learned
// alias of an entity of the namespace: what the entity resolver would decide for them first, without
// encoding them or searching its indexes (recall/engine.py resolves only the others that way).
CALL () {
  UNWIND $name_norms AS norm
  CALL (norm) {
    MATCH (e:Entity {user_id: $user_id, name_norm: norm})
    WHERE e.role IS NULL
    RETURN collect(e.uid) AS exact
  }
  CALL (norm) {
    MATCH (a:Alias {user_id: $user_id, alias_norm: norm})
    MATCH (e:Entity {user_id: $user_id, uid: a.entity_uid})
    RETURN collect(e.uid) AS alias
  }
  RETURN collect({norm: norm, uid: coalesce(exact[0], alias[0])}) AS named
}
// The episode channels, in the same round trip: full-text over the turns (the Lucene query
// already requires the namespace) and vector search inside the caller's namespace, each
// hit with who spoke it.
CALL () {
  CALL db.index.fulltext.queryNodes('episode_fulltext', $episode_lucene, {limit: $text_k}) YIELD node, score
  WITH node, score WHERE node.user_id = $user_id
  RETURN collect({uid: node.uid, score: score, speaker: [(node)-[:SPOKEN_BY]->(s) | s.uid][0]}) AS fulltext_episodes
}
CALL () {
  MATCH (node:Episode)
    SEARCH node IN (VECTOR INDEX episode_embedding FOR $vector WHERE node.user_id = $user_id LIMIT $episode_k)
    SCORE AS score
  WITH node, score ORDER BY score DESC LIMIT $text_k
  RETURN collect({uid: node.uid, score: score, speaker: [(node)-[:SPOKEN_BY]->(s) | s.uid][0]}) AS vector_episodes
}
// The turns just before and after the best $context_k episodes of each channel in their session,
// with who spoke them: a short reply ("yes, last week!") is found through the question it answers,
// and the question through its reply. Each is one seek in the (user_id, session_id, turn_key)
// index: the key sorts turns by when they happened, then by when they were remembered
// (hippograph/graph/turns.py). The order names every key of that index, the two fixed ones
// too: only then does the planner read the index in order and stop at the first turn (ordered
// by turn_key alone, it read every earlier or later turn of the session and sorted them). Deeper
// hits would lend context only at ranks the answer never reaches.
CALL (fulltext_episodes, vector_episodes) {
  UNWIND fulltext_episodes[..$context_k] + vector_episodes[..$context_k] AS hit
  WITH DISTINCT hit.uid AS uid
  MATCH (ep:Episode {user_id: $user_id, uid: uid})
  WHERE ep.session_id IS NOT NULL
  CALL (ep) {
    MATCH (n:Episode {user_id: $user_id, session_id: ep.session_id}) WHERE n.turn_key < ep.turn_key
    WITH n ORDER BY n.user_id DESC, n.session_id DESC, n.turn_key DESC LIMIT 1
    RETURN n
    UNION
    MATCH (n:Episode {user_id: $user_id, session_id: ep.session_id}) WHERE n.turn_key > ep.turn_key
    WITH n ORDER BY n.user_id, n.session_id, n.turn_key LIMIT 1
    RETURN n
  }
  RETURN collect({uid: ep.uid, neighbour: n.uid, speaker: [(n)-[:SPOKEN_BY]->(s) | s.uid][0]}) AS neighbours
}
RETURN fulltext_facts, vector_facts, vector_entities, relations, named,
       fulltext_episodes, vector_episodes, neighbours
