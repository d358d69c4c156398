// Erase every node of the namespace, label by label so each part uses its user_id index. API keys
// are credentials, not memory: they stay (revoke them with `hippograph keys revoke`). Hygiene runs
// hold copies of what they changed: they go too.
CALL () { OPTIONAL MATCH (n:Fact {user_id: $user_id}) DETACH DELETE n RETURN count(n) AS facts }
CALL () { OPTIONAL MATCH (n:Episode {user_id: $user_id}) DETACH DELETE n RETURN count(n) AS episodes }
CALL () { OPTIONAL MATCH (n:Alias {user_id: $user_id}) DETACH DELETE n RETURN count(n) AS aliases }
CALL () { OPTIONAL MATCH (n:Merge {user_id: $user_id}) DETACH DELETE n RETURN count(n) AS merges }
CALL () {
  OPTIONAL MATCH (n:MergedEntity {user_id: $user_id}) DETACH DELETE n RETURN count(n) AS merged
}
CALL () { OPTIONAL MATCH (n:Entity {user_id: $user_id}) DETACH DELETE n RETURN count(n) AS entities }
CALL () {
  CALL () {
    MATCH (n:Note {user_id: $user_id}) RETURN n
    UNION MATCH (n:Reminder {user_id: $user_id}) RETURN n
    UNION MATCH (n:Procedure {user_id: $user_id}) RETURN n
    UNION MATCH (n:Summary {user_id: $user_id}) RETURN n
    UNION MATCH (n:Conflict {user_id: $user_id}) RETURN n
    UNION MATCH (n:HygieneRun {user_id: $user_id}) RETURN n
    UNION MATCH (n:HygieneChange {user_id: $user_id}) RETURN n
    UNION MATCH (n:SameAsCandidate {user_id: $user_id}) RETURN n
  }
  DETACH DELETE n
  RETURN count(n) AS other
}
RETURN facts, episodes, aliases, merges, entities + merged AS entities, other
