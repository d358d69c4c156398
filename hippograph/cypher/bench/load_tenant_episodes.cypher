// Benchmark bulk load: the episodes of many namespaces at once (each row names its user_id).
UNWIND $rows AS row
CREATE (:Episode {uid: row.uid, user_id: row.user_id, session_id: row.session_id, external_id: null,
                  speaker: 'user', content: row.content, content_hash: row.content_hash,
                  occurred_at: row.occurred_at, created_at: row.occurred_at, turn_key: row.turn_key,
                  embedding: row.embedding})
