// Orphans: entities nothing refers to any more and the user never named. None of: a fact about
// it (in any state), an edge to another entity than the user, a turn that mentions it or that
// it spoke, an alias the user stated, creation through the API, a merge record. A batch at a
// time, each with the aliases resolution learned for it (they go with it).
MATCH (e:Entity {user_id: $user_id})
WHERE e.role IS NULL
  AND coalesce(e.source, '') <> 'api'
  AND NOT EXISTS { (:Fact)-[:ABOUT]->(e) }
  AND NOT EXISTS { (e)--(other:Entity) WHERE other.role IS NULL OR other.role <> 'user' }
  AND NOT EXISTS { (:Episode)-[:MENTIONS|SPOKEN_BY]-(e) }
  AND NOT EXISTS { (:Merge)--(e) }
  AND NOT EXISTS { (a:Alias {user_id: $user_id, entity_uid: e.uid}) WHERE a.source = 'user_stated' }
WITH e ORDER BY e.uid LIMIT $limit
RETURN e.uid AS uid, COLLECT { MATCH (a:Alias {user_id: $user_id, entity_uid: e.uid}) RETURN a.uid } AS aliases
