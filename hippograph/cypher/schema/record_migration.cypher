MERGE (m:Migration {id: $id}) ON CREATE SET m.applied_at = datetime()
