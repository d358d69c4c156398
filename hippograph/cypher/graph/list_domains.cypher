MATCH (d:Domain)
OPTIONAL MATCH (f:Fact {user_id: $user_id, active: true})-[:IN_DOMAIN]->(d)
RETURN d.id AS id, d.slug AS slug, d.name AS name, d.layer AS layer,
       d.description AS description, d.rate AS rate, count(f) AS fact_count
ORDER BY id
