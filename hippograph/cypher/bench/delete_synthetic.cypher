// Benchmark: remove one namespace's synthetic facts, episodes and entities (their uids start with
// $prefix), keeping its user and agent, so the same rows can be loaded again later.
CALL () { MATCH (f:Fact {user_id: $user_id}) DETACH DELETE f }
CALL () { MATCH (p:Episode {user_id: $user_id}) DETACH DELETE p }
CALL () { MATCH (e:Entity {user_id: $user_id}) WHERE e.uid STARTS WITH $prefix DETACH DELETE e }
