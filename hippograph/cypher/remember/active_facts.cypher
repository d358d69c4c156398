// The active facts that a new fact may reinforce or supersede: same entity, domain and field.
UNWIND $keys AS k
MATCH (f:Fact {user_id: $user_id, field: k.field, active: true})-[:ABOUT]->(:Entity {uid: k.entity_uid})
WHERE f.domain_id = k.domain_id
RETURN k.entity_uid AS entity_uid, f.field AS field, f.domain_id AS domain_id,
       f.uid AS uid, f.value AS value, f.confidence AS confidence
