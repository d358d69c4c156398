MATCH (m:Migration) RETURN m.id AS id ORDER BY id
