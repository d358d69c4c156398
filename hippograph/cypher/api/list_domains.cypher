// The 14 domains with the caller's active facts in each, the distinct fields those facts cover,
// when the newest of them was learned, and the domain's share of all the caller's active facts.
MATCH (d:Domain)
OPTIONAL MATCH (f:Fact {user_id: $user_id, active: true})-[:IN_DOMAIN]->(d)
WITH d, count(f) AS fact_count, count(DISTINCT f.field) AS field_count, max(f.created_at) AS newest
WITH collect({d: d, fact_count: fact_count, field_count: field_count, newest: newest}) AS rows,
     sum(fact_count) AS total
UNWIND rows AS row
RETURN row.d.id AS id, row.d.slug AS slug, row.d.name AS name, row.d.layer AS layer,
       row.d.description AS description, row.d.rate AS rate, row.fact_count AS fact_count,
       row.field_count AS field_count, row.newest AS newest_fact_at,
       CASE WHEN total = 0 THEN 0.0 ELSE toFloat(row.fact_count) / total END AS share
ORDER BY id
