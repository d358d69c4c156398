// Hygiene: pruning picks the lowest stored decay scores of a namespace, and counts its
// unarchived active facts.
CREATE RANGE INDEX fact_user_decay IF NOT EXISTS FOR (f:Fact) ON (f.user_id, f.decay_score);
CREATE RANGE INDEX fact_user_archived IF NOT EXISTS FOR (f:Fact) ON (f.user_id, f.active, f.archived);
// The jobs walk a namespace in uid order, a batch at a time.
CREATE RANGE INDEX fact_user_uid IF NOT EXISTS FOR (f:Fact) ON (f.user_id, f.uid);
CREATE RANGE INDEX entity_user_uid IF NOT EXISTS FOR (e:Entity) ON (e.user_id, e.uid);
