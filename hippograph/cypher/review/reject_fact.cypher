// Rejecting deactivates like forgetting (the fact stays as history, no longer true from now) and
// records why it went. Returns what the edge it stated needs: its entity, field and value.
MATCH (f:Fact {user_id: $user_id, uid: $uid})
OPTIONAL MATCH (f)-[:ABOUT]->(e:Entity {user_id: $user_id})
WITH f, e, f.active AS was_active
SET f.active = false, f:Inactive, f.valid_to = CASE WHEN was_active THEN $now ELSE f.valid_to END,
    f.review = 'rejected', f.reviewed_at = $now
RETURN f.uid AS uid, was_active, e.uid AS entity_uid, f.field AS field, f.value AS value,
       f.value_uid AS value_uid
