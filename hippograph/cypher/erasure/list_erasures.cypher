// The erasures recorded at or after $since (null: none, only the database's "now" to start from).
OPTIONAL MATCH (e:Erasure) WHERE $since IS NOT NULL AND e.at >= $since
WITH e ORDER BY e.at
RETURN datetime() AS now, collect(e {.uid, user_id: e.namespace, .at}) AS erasures
