// `hippograph stats`: per life domain, the namespace's facts (active and all) and entities.
MATCH (d:Domain)
CALL (d) {
  OPTIONAL MATCH (f:Fact {user_id: $user_id})-[:IN_DOMAIN]->(d)
  RETURN count(f) AS facts, count(CASE WHEN f.active THEN 1 END) AS active_facts
}
CALL (d) {
  OPTIONAL MATCH (e:Entity {user_id: $user_id})-[:IN_DOMAIN]->(d)
  RETURN count(e) AS entities
}
RETURN d.id AS id, d.name AS name, active_facts, facts, entities
ORDER BY id
