// DataLoader batch: the typed edges touching each entity, both directions, within the namespace.
UNWIND $uids AS uid
MATCH (e:Entity {user_id: $user_id, uid: uid})-[r]-(o:Entity {user_id: $user_id})
RETURN uid, {uid: r.uid, relation: type(r), source_uid: startNode(r).uid, target_uid: endNode(r).uid,
             strength: r.strength, metadata: r.metadata, created_at: r.created_at,
             valid_from: r.valid_from, valid_to: r.valid_to} AS edge
ORDER BY type(r), r.uid
