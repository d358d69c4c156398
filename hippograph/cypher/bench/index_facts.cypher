// Benchmark check: the vector-index channel alone (as recall/fact_candidates runs it), to compare its
// hits with the exact scan's.
CALL db.index.vector.queryNodes('fact_embedding', $vector_k, $vector) YIELD node, score
WITH node, score WHERE node.user_id = $user_id AND node.active
RETURN node.uid AS uid, score
LIMIT $k
