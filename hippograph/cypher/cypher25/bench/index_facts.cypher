// bench/index_facts for Neo4j 2026.x (Cypher 25): the vector-index channel alone, filtered by
// namespace inside the index as cypher25/recall/fact_candidates runs it.
CYPHER 25
MATCH (node:Fact)
  SEARCH node IN (VECTOR INDEX fact_embedding FOR $vector WHERE node.user_id = $user_id LIMIT $vector_k)
  SCORE AS score
WITH node, score WHERE node.active
RETURN node.uid AS uid, score
ORDER BY score DESC
LIMIT $k
