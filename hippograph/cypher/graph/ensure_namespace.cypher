// The two fixed entities of a namespace. The (user_id, role) uniqueness constraint makes the
// MERGEs safe under concurrent first requests; SERVES is merged between the locked nodes.
MERGE (u:Entity {user_id: $user_id, role: 'user'})
  ON CREATE SET u:User, u.uid = randomUUID(), u.name = $user_name, u.name_norm = $user_name_norm,
                u.type = 'User', u.aliases = [], u.metadata = '{}',
                u.created_at = datetime(), u.updated_at = datetime()
MERGE (a:Entity {user_id: $user_id, role: 'agent'})
  ON CREATE SET a:Agent, a.uid = randomUUID(), a.name = $agent_name, a.name_norm = $agent_name_norm,
                a.type = 'Agent', a.aliases = [], a.metadata = '{"role": "assistant"}',
                a.created_at = datetime(), a.updated_at = datetime()
MERGE (a)-[s:SERVES]->(u)
  ON CREATE SET s.uid = randomUUID(), s.strength = 1.0, s.metadata = '{}',
                s.created_at = datetime(), s.valid_from = datetime()
RETURN u.uid AS user_uid, a.uid AS agent_uid
