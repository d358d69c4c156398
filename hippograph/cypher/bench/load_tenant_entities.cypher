// Benchmark bulk load: synthetic entities of many namespaces at once (each row names its user_id).
UNWIND $rows AS row
CREATE (e:Entity {uid: row.uid, user_id: row.user_id, type: row.type, name: row.name,
                  name_norm: row.name_norm, aliases: [], metadata: '{}', embedding: row.embedding,
                  created_at: $now, updated_at: $now})
SET e:$(row.type)
