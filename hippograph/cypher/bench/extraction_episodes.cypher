// Extraction bench: every episode of a namespace with what remembering it wrote (its stored result)
// and the facts linked to it, named by the entity each is about.
MATCH (ep:Episode {user_id: $user_id})
OPTIONAL MATCH (f:Fact {user_id: $user_id})-[:FROM_EPISODE]->(ep)
OPTIONAL MATCH (f)-[:ABOUT]->(e:Entity)
WITH ep, [x IN collect(CASE WHEN f IS NULL THEN null
                            ELSE {entity_uid: e.uid, entity: e.name, field: f.field, value: f.value}
                       END) WHERE x IS NOT NULL] AS facts
RETURN ep.external_id AS external_id, ep.speaker AS speaker, ep.result AS result, facts
