// Orphan entities (hygiene/find_orphans, in the same transaction) and their aliases, removed;
// returns how many entities.
UNWIND $ids AS id
CALL (id) {
  MATCH (n:Entity {user_id: $user_id, uid: id}) RETURN n
  UNION
  MATCH (n:Alias {user_id: $user_id, uid: id}) RETURN n
}
WITH n, n:Entity AS entity
DETACH DELETE n
RETURN count(CASE WHEN entity THEN 1 END) AS removed
