// Benchmark baseline: what an index-less store does, exact cosine over every fact of the
// namespace (the active ones), best $k first.
MATCH (f:Fact {user_id: $user_id})
WHERE f.active
WITH f, vector.similarity.cosine(f.embedding, $vector) AS score
ORDER BY score DESC
LIMIT $k
RETURN f.uid AS uid, score
