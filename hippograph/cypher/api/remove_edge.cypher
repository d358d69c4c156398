// Delete one typed edge, found by uid between two entities of the namespace.
MATCH (s:Entity {user_id: $user_id})-[r {uid: $uid}]->(t:Entity {user_id: $user_id})
WITH r, {uid: r.uid, relation: type(r), source_uid: s.uid, target_uid: t.uid, strength: r.strength,
         metadata: r.metadata, created_at: r.created_at, valid_from: r.valid_from,
         valid_to: r.valid_to} AS edge
DELETE r
RETURN edge
