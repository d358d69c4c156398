// The edges around a rejected fact: the one it stated (of $type, from its entity to the entity
// its value names) is closed from now, and the edges that the fact, or that edge, had closed
// are valid again. $type passed the ontology (a declared relation) before reaching here.
MATCH (e:Entity {user_id: $user_id, uid: $entity_uid})
OPTIONAL MATCH (e)-[stated:$($type)]->(t:Entity {user_id: $user_id})
WHERE stated.valid_to IS NULL AND (t.uid = $value_uid OR t.name_norm = $value_norm)
WITH e, collect(stated) AS stated
CALL (e, stated) {
  WITH [$uid] + [r IN stated | r.uid] AS closers
  OPTIONAL MATCH (e)-[c]->(:Entity {user_id: $user_id})
  WHERE c.closed_by IN closers
  SET c.valid_to = null, c.closed_by = null
  RETURN collect(c.uid) AS reopened
}
FOREACH (r IN stated | SET r.valid_to = $now, r.closed_by = $uid)
RETURN reopened, [r IN stated | r.uid] AS closed
