// Step 2: the dropped entity's facts become facts about the kept one (ABOUT has no properties).
MATCH (m:Merge {user_id: $user_id, uid: $merge_uid})-[:DROPPED]->(d:Entity)
MATCH (m)-[:KEPT]->(k:Entity)
OPTIONAL MATCH (f:Fact {user_id: $user_id})-[a:ABOUT]->(d)
WITH m, k, collect(f) AS facts, collect(a) AS abouts
FOREACH (a IN abouts | DELETE a)
FOREACH (f IN facts | CREATE (f)-[:ABOUT]->(k))
SET m.fact_uids = [f IN facts | f.uid]
RETURN size(facts) AS moved
