// Erase an entity with the facts about it and its aliases; the two fixed entities cannot go.
MATCH (e:Entity {user_id: $user_id, uid: $uid})
WHERE e.role IS NULL
CALL (e) {
  OPTIONAL MATCH (f:Fact {user_id: $user_id})-[:ABOUT]->(e)
  DETACH DELETE f
  RETURN count(f) AS facts
}
CALL (e) {
  OPTIONAL MATCH (a:Alias {user_id: $user_id, entity_uid: e.uid})
  DETACH DELETE a
  RETURN count(a) AS aliases
}
WITH e, facts, aliases, COUNT { (e)-[]-(:Entity) } AS edges
DETACH DELETE e
RETURN facts, aliases, edges
