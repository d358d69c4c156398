// `hippograph stats`: the relationships touching the namespace per type, each counted once: those
// leaving its nodes and those reaching them from outside.
MATCH (n)
WHERE n.user_id = $user_id AND NOT n:ApiKey
CALL (n) {
  MATCH (n)-[r]->()
  RETURN r
  UNION ALL
  MATCH (m)-[r]->(n)
  WHERE m.user_id IS NULL OR m.user_id <> $user_id
  RETURN r
}
RETURN type(r) AS type, count(*) AS count
ORDER BY count DESC, type
