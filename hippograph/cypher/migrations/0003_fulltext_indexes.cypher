// user_id is indexed too so a query can require the caller's namespace inside Lucene itself
// (top-k is then per user); the exact user_id filter in Cypher stays the isolation guarantee.
CREATE FULLTEXT INDEX fact_fulltext IF NOT EXISTS FOR (f:Fact) ON EACH [f.field, f.value, f.user_id];
CREATE FULLTEXT INDEX entity_fulltext IF NOT EXISTS FOR (e:Entity) ON EACH [e.name, e.aliases, e.user_id];
CREATE FULLTEXT INDEX episode_fulltext IF NOT EXISTS FOR (e:Episode) ON EACH [e.content, e.user_id];
