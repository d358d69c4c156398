// The active facts that a new fact may reinforce, supersede or end: same entity and field, in
// whichever domain the classifier put them (one city at a time, whatever its domain).
UNWIND $slots AS k
MATCH (f:Fact {user_id: $user_id, field: k.field, active: true})-[:ABOUT]->(:Entity {uid: k.entity_uid})
RETURN k.entity_uid AS entity_uid, f.field AS field, f.uid AS uid, f.value AS value,
       f.confidence AS confidence, f.valid_from AS valid_from, f.value_uid AS value_uid
ORDER BY f.created_at DESC, f.uid
