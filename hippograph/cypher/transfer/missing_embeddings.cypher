// Import of a file without vectors: the nodes remember embeds, with what it embeds (a fact: its
// subject unless a fixed entity, field and value; an entity: its name; an episode: its content).
// The caller embeds each page and sets the vectors, so the next page starts after them.
CALL () {
  MATCH (f:Fact {user_id: $user_id})
  WHERE f.embedding IS NULL
  CALL (f) {
    OPTIONAL MATCH (f)-[:ABOUT]->(e:Entity)
    RETURN e
    LIMIT 1
  }
  RETURN elementId(f) AS element_id, CASE WHEN e.role IS NULL THEN e.name END AS subject,
         f.field AS field, f.value AS text
  UNION ALL
  MATCH (e:Entity {user_id: $user_id})
  WHERE e.embedding IS NULL AND e.role IS NULL
  RETURN elementId(e) AS element_id, null AS subject, null AS field, e.name AS text
  UNION ALL
  MATCH (p:Episode {user_id: $user_id})
  WHERE p.embedding IS NULL
  RETURN elementId(p) AS element_id, null AS subject, null AS field, p.content AS text
}
RETURN element_id, subject, field, text
LIMIT $page
