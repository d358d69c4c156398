// Undo: the nodes a recorded relationship links, by the names the export gives them (uid,
// note:<key>, domain:<id>), each label through its own index.
UNWIND $ids AS id
CALL (id) {
  MATCH (n:Entity {user_id: $user_id, uid: id}) RETURN n
  UNION MATCH (n:MergedEntity {user_id: $user_id, uid: id}) RETURN n
  UNION MATCH (n:Fact {user_id: $user_id, uid: id}) RETURN n
  UNION MATCH (n:Episode {user_id: $user_id, uid: id}) RETURN n
  UNION MATCH (n:Alias {user_id: $user_id, uid: id}) RETURN n
  UNION MATCH (n:Merge {user_id: $user_id, uid: id}) RETURN n
  UNION MATCH (n:Reminder {user_id: $user_id, uid: id}) RETURN n
  UNION MATCH (n:Procedure {user_id: $user_id, uid: id}) RETURN n
  UNION MATCH (n:Summary {user_id: $user_id, uid: id}) RETURN n
  UNION MATCH (n:Conflict {user_id: $user_id, uid: id}) RETURN n
  UNION MATCH (n:Note {user_id: $user_id}) WHERE 'note:' + n.key = id RETURN n
  UNION MATCH (n:Domain) WHERE 'domain:' + toString(n.id) = id RETURN n
}
RETURN id, elementId(n) AS element_id
