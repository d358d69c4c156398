// Neo4j 2026.x: the vector indexes carry the namespace as a filter property, so every vector
// channel asks for the nearest nodes of one namespace inside the index (the SEARCH clause) rather
// than the nearest of all namespaces cut afterwards. An index cannot gain a property: each is
// dropped and created anew (on a fresh database they are still empty; one migrated on 5.26 is
// re-indexed once, and migrate() waits until the new indexes are ONLINE).
DROP INDEX fact_embedding IF EXISTS;
CYPHER 25 CREATE VECTOR INDEX fact_embedding IF NOT EXISTS FOR (f:Fact) ON f.embedding WITH [f.user_id]
OPTIONS {indexConfig: {`vector.dimensions`: 384, `vector.similarity_function`: 'cosine'}};
DROP INDEX entity_embedding IF EXISTS;
CYPHER 25 CREATE VECTOR INDEX entity_embedding IF NOT EXISTS FOR (e:Entity) ON e.embedding WITH [e.user_id]
OPTIONS {indexConfig: {`vector.dimensions`: 384, `vector.similarity_function`: 'cosine'}};
DROP INDEX episode_embedding IF EXISTS;
CYPHER 25 CREATE VECTOR INDEX episode_embedding IF NOT EXISTS FOR (e:Episode) ON e.embedding WITH [e.user_id]
OPTIONS {indexConfig: {`vector.dimensions`: 384, `vector.similarity_function`: 'cosine'}};
