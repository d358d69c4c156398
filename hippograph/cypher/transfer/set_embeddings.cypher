// Import of a file without vectors: one page of recomputed vectors (see transfer/missing_embeddings).
UNWIND $rows AS row
MATCH (n)
WHERE elementId(n) = row.element_id
SET n.embedding = row.embedding
RETURN count(n) AS embedded
