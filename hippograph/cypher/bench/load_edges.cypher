// Benchmark bulk load: typed entity edges (types come from the generator's fixed vocabulary).
UNWIND $rows AS row
MATCH (s:Entity {uid: row.source})
MATCH (t:Entity {uid: row.target})
CREATE (s)-[r:$(row.type)]->(t)
SET r.uid = row.uid, r.strength = row.strength, r.metadata = '{}', r.created_at = $now,
    r.valid_from = $now
