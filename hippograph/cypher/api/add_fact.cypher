// A fact stated through the API; a fact about the agent self-entity targets the agent.
MATCH (e:Entity {user_id: $user_id, uid: $entity_uid})
MATCH (d:Domain {id: $domain_id})
CREATE (f:Fact {uid: $uid, user_id: $user_id, field: $field, value: $value, domain_id: $domain_id,
                confidence: $confidence, score: $confidence, access_count: 0, active: true,
                target: CASE WHEN e.role = 'agent' THEN 'agent' ELSE 'user' END, sector: $sector,
                source: 'api', metadata: $metadata, created_at: $now, valid_from: $valid_from,
                embedding: $embedding})
CREATE (f)-[:ABOUT]->(e), (f)-[:IN_DOMAIN]->(d)
RETURN f.uid AS uid
