// `hippograph export`: every relationship touching a namespace, once: those leaving its nodes, and
// those reaching them from outside. Endpoints are named by uid; a Domain (shared, without uid) by
// "domain:<id>".
MATCH (n)
WHERE n.user_id = $user_id AND NOT n:ApiKey
CALL (n) {
  MATCH (n)-[r]->(m)
  RETURN r, n AS a, m AS b
  UNION ALL
  MATCH (m)-[r]->(n)
  WHERE m.user_id IS NULL OR m.user_id <> $user_id
  RETURN r, m AS a, n AS b
}
RETURN type(r) AS type,
       CASE WHEN a.uid IS NOT NULL THEN a.uid WHEN a:Domain THEN 'domain:' + toString(a.id)
            ELSE elementId(a) END AS start,
       CASE WHEN b.uid IS NOT NULL THEN b.uid WHEN b:Domain THEN 'domain:' + toString(b.id)
            ELSE elementId(b) END AS end,
       CASE WHEN $embeddings THEN properties(r) ELSE r {.*, embedding: null} END AS properties
