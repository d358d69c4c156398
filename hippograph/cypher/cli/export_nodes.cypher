// `hippograph export`: every node of a namespace. API keys are credentials, not memory: they stay
// out. Without $embeddings the vectors are nulled here, so they never cross the wire; Neo4j stores
// no null properties, so the caller drops every null value.
MATCH (n)
WHERE n.user_id = $user_id AND NOT n:ApiKey
RETURN labels(n) AS labels,
       CASE WHEN $embeddings THEN properties(n) ELSE n {.*, embedding: null} END AS properties
