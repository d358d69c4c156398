// Benchmark: what one namespace holds.
CALL { MATCH (f:Fact {user_id: $user_id}) RETURN count(f) AS facts }
CALL { MATCH (e:Entity {user_id: $user_id}) RETURN count(e) AS entities }
CALL { MATCH (p:Episode {user_id: $user_id}) RETURN count(p) AS episodes }
RETURN facts, entities, episodes
