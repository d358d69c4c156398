// Every candidate channel in one round trip: full-text over facts and episodes (the Lucene
// queries already require the namespace), vector search over facts, episodes and entities
// (cut to the namespace, see below); episodes come with who spoke them. A fact counts
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
// The vector index is shared by every namespace, so the nearest $vector_k are cut to the caller's.
// Only when that leaves too few (and the index had more to give) is there a second look: a
// namespace of at most $exact_max nodes is scanned exactly (cheap at that size, and complete
// however crowded the index is around the query), a larger one asks the index for the nearest
// $vector_k_wide. So a large namespace pays for the first query alone. (The constant grouping
// key makes a skipped second look yield no row: its list is then null, not empty.)
CALL () {
  CALL db.index.vector.queryNodes('fact_embedding', $vector_k, $vector) YIELD node, score
  WITH count(*) AS seen, collect(CASE WHEN node.user_id = $user_id AND
    CASE WHEN $as_of IS NULL THEN $include_inactive OR node.active
         ELSE node.valid_from <= $as_of AND (node.valid_to IS NULL OR node.valid_to > $as_of) END
    AND ($include_archived OR node.archived IS NULL OR NOT node.archived)
    THEN {node: node, score: score} END) AS near
  RETURN seen AS facts_seen, near[..$text_k] AS near_facts
}
OPTIONAL CALL (facts_seen, near_facts) {
  WITH facts_seen, near_facts WHERE facts_seen = $vector_k AND size(near_facts) < $text_k
  WITH COUNT { (:Fact {user_id: $user_id}) } <= $exact_max AS exact
  CALL (exact) {
    WITH exact WHERE exact
    MATCH (node:Fact {user_id: $user_id})
    WHERE node.embedding IS NOT NULL AND node.user_id = $user_id AND
    CASE WHEN $as_of IS NULL THEN $include_inactive OR node.active
         ELSE node.valid_from <= $as_of AND (node.valid_to IS NULL OR node.valid_to > $as_of) END
    AND ($include_archived OR node.archived IS NULL OR NOT node.archived)
    WITH node, vector.similarity.cosine(node.embedding, $vector) AS score
    ORDER BY score DESC LIMIT $text_k
    RETURN node, score
    UNION
    WITH exact WHERE NOT exact
    CALL db.index.vector.queryNodes('fact_embedding', $vector_k_wide, $vector) YIELD node, score
    WITH node, score WHERE node.user_id = $user_id AND
    CASE WHEN $as_of IS NULL THEN $include_inactive OR node.active
         ELSE node.valid_from <= $as_of AND (node.valid_to IS NULL OR node.valid_to > $as_of) END
    AND ($include_archived OR node.archived IS NULL OR NOT node.archived)
    WITH node, score LIMIT $text_k
    RETURN node, score
  }
  RETURN true AS widened_facts, collect({node: node, score: score}) AS wide_facts
}
CALL (near_facts, wide_facts) {
  UNWIND coalesce(wide_facts, near_facts) AS hit
  WITH hit.node AS node, hit.score AS score
  RETURN collect({uid: node.uid, score: score, entity: [(node)-[:ABOUT]->(e) | e.uid][0]}) AS vector_facts
}
CALL () {
  CALL db.index.vector.queryNodes('episode_embedding', $vector_k, $vector) YIELD node, score
  WITH count(*) AS seen, collect(CASE WHEN node.user_id = $user_id THEN {node: node, score: score} END) AS near
  RETURN seen AS episodes_seen, near[..$text_k] AS near_episodes
}
OPTIONAL CALL (episodes_seen, near_episodes) {
  WITH episodes_seen, near_episodes WHERE episodes_seen = $vector_k AND size(near_episodes) < $text_k
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
CALL () {
  CALL db.index.vector.queryNodes('entity_embedding', $entity_k, $vector) YIELD node, score
  WITH node, score WHERE node.user_id = $user_id AND node.role IS NULL AND score >= $entity_min_score
  WITH node, score LIMIT 5
  RETURN collect({uid: node.uid, score: score}) AS vector_entities
}
RETURN fulltext_facts, fulltext_episodes, vector_facts, vector_episodes, vector_entities
