// The self-question bench: every active fact of a namespace with its subject, to tell a ranking
// miss from an extraction miss.
MATCH (f:Fact {user_id: $user_id, active: true})-[:ABOUT]->(e:Entity)
RETURN e.uid AS uid, e.name AS name, f.value AS value
