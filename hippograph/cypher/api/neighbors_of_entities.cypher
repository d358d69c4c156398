// DataLoader batch: entities within $hops typed edges of each entity (one shortest path each,
// every node of it inside the namespace; the quantifier's bound is the API's hop limit), through
// edges valid now.
UNWIND $uids AS uid
MATCH (e:Entity {user_id: $user_id, uid: uid})
MATCH p = ANY SHORTEST (e)(()-[r WHERE r.valid_to IS NULL OR r.valid_to > datetime()]-(x:Entity WHERE x.user_id = $user_id)){1,4}(n:Entity)
WHERE length(p) <= $hops AND n <> e
RETURN uid, n {.uid, .name, .type, .role, .aliases, .metadata, .created_at, .updated_at} AS entity,
       length(p) AS distance
ORDER BY distance, n.name_norm, n.uid
