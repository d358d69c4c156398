// Benchmark bulk load: facts of many namespaces at once (each row names its user_id), as remember
// writes them.
UNWIND $rows AS row
MATCH (e:Entity {uid: row.entity_uid})
MATCH (d:Domain {id: row.domain_id})
MATCH (ep:Episode {uid: row.episode_uid})
CREATE (f:Fact {uid: row.uid, user_id: row.user_id, field: row.field, value: row.value,
                domain_id: row.domain_id, confidence: row.confidence, score: row.confidence,
                access_count: 0, active: row.active, target: row.target, sector: row.sector,
                source: 'extraction', metadata: row.metadata, created_at: row.valid_from,
                valid_from: row.valid_from, valid_to: row.valid_to, embedding: row.embedding})
CREATE (f)-[:ABOUT]->(e), (f)-[:IN_DOMAIN]->(d), (f)-[:FROM_EPISODE]->(ep)
