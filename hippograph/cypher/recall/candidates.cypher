// Every candidate channel in one round trip: full-text over facts and episodes (the Lucene
// queries already require the namespace), vector search over facts, episodes and entities
// (oversampled, then cut to the namespace); episodes come with who spoke them. A fact counts
// only if it was true at $as_of, or is active when no time is given (inactive ones too with
// $include_inactive). Archived facts (pruned by hygiene) only with $include_archived: the
// indexes still hold them. Lists are cut before their subjects and speakers are looked up.
CALL () {
  CALL db.index.fulltext.queryNodes('fact_fulltext', $fact_lucene, {limit: $text_k}) YIELD node, score
  WITH node, score WHERE node.user_id = $user_id AND
    CASE WHEN $as_of IS NULL THEN $include_inactive OR node.active
         ELSE node.valid_from <= $as_of AND (node.valid_to IS NULL OR node.valid_to > $as_of) END
    AND ($include_archived OR node.archived IS NULL OR NOT node.archived)
  RETURN collect({uid: node.uid, score: score, entity: [(node)-[:ABOUT]->(e) | e.uid][0]}) AS fulltext_facts
}
CALL () {
  CALL db.index.fulltext.queryNodes('episode_fulltext', $episode_lucene, {limit: $text_k}) YIELD node, score
  WITH node, score WHERE node.user_id = $user_id
  RETURN collect({uid: node.uid, score: score, speaker: [(node)-[:SPOKEN_BY]->(s) | s.uid][0]}) AS fulltext_episodes
}
CALL () {
  CALL db.index.vector.queryNodes('fact_embedding', $vector_k, $vector) YIELD node, score
  WITH node, score WHERE node.user_id = $user_id AND
    CASE WHEN $as_of IS NULL THEN $include_inactive OR node.active
         ELSE node.valid_from <= $as_of AND (node.valid_to IS NULL OR node.valid_to > $as_of) END
    AND ($include_archived OR node.archived IS NULL OR NOT node.archived)
  WITH node, score LIMIT $text_k
  RETURN collect({uid: node.uid, score: score, entity: [(node)-[:ABOUT]->(e) | e.uid][0]}) AS vector_facts
}
CALL () {
  CALL db.index.vector.queryNodes('episode_embedding', $vector_k, $vector) YIELD node, score
  WITH node, score WHERE node.user_id = $user_id
  WITH node, score LIMIT $text_k
  RETURN collect({uid: node.uid, score: score, speaker: [(node)-[:SPOKEN_BY]->(s) | s.uid][0]}) AS vector_episodes
}
CALL () {
  CALL db.index.vector.queryNodes('entity_embedding', $entity_k, $vector) YIELD node, score
  WITH node, score WHERE node.user_id = $user_id AND node.role IS NULL AND score >= $entity_min_score
  WITH node, score LIMIT 5
  RETURN collect({uid: node.uid, score: score}) AS vector_entities
}
RETURN fulltext_facts, fulltext_episodes, vector_facts, vector_episodes, vector_entities
