// Benchmark: what the whole database holds, every namespace together.
CALL () { MATCH (f:Fact) RETURN count(f) AS facts }
CALL () { MATCH (e:Entity) RETURN count(e) AS entities }
CALL () { MATCH (p:Episode) RETURN count(p) AS episodes }
RETURN facts, entities, episodes
