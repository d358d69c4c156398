// A named speaker is a Person of the namespace; created on first sight (merged on its key).
MERGE (p:Entity {user_id: $user_id, type: 'Person', name_norm: $name_norm})
  ON CREATE SET p:Person, p.uid = $uid, p.name = $name, p.aliases = [], p.metadata = '{}',
                p.embedding = $embedding, p.created_at = datetime(), p.updated_at = datetime()
RETURN p.uid AS uid
