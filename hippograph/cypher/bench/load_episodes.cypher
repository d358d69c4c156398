// Benchmark bulk load: the episodes that synthetic facts come from.
UNWIND $rows AS row
CREATE (:Episode {uid: row.uid, user_id: $user_id, session_id: row.session_id, external_id: null,
                  speaker: 'user', content: row.content, content_hash: row.content_hash,
                  occurred_at: row.occurred_at, created_at: row.occurred_at, turn_key: row.turn_key,
                  embedding: row.embedding})
