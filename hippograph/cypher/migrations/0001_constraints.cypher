// Uniqueness of every identifier, plus the natural keys that make concurrent MERGEs safe.
CREATE CONSTRAINT migration_id IF NOT EXISTS FOR (m:Migration) REQUIRE m.id IS UNIQUE;
CREATE CONSTRAINT domain_id IF NOT EXISTS FOR (d:Domain) REQUIRE d.id IS UNIQUE;
CREATE CONSTRAINT domain_slug IF NOT EXISTS FOR (d:Domain) REQUIRE d.slug IS UNIQUE;
CREATE CONSTRAINT entity_uid IF NOT EXISTS FOR (e:Entity) REQUIRE e.uid IS UNIQUE;
// One user entity and one agent entity per namespace, even under concurrent first requests.
CREATE CONSTRAINT entity_role IF NOT EXISTS FOR (e:Entity) REQUIRE (e.user_id, e.role) IS UNIQUE;
// Entity resolution MERGEs on this key, so concurrent remembers cannot create twins.
CREATE CONSTRAINT entity_key IF NOT EXISTS FOR (e:Entity) REQUIRE (e.user_id, e.type, e.name_norm) IS UNIQUE;
CREATE CONSTRAINT fact_uid IF NOT EXISTS FOR (f:Fact) REQUIRE f.uid IS UNIQUE;
CREATE CONSTRAINT episode_uid IF NOT EXISTS FOR (e:Episode) REQUIRE e.uid IS UNIQUE;
CREATE CONSTRAINT episode_hash IF NOT EXISTS FOR (e:Episode) REQUIRE (e.user_id, e.content_hash) IS UNIQUE;
CREATE CONSTRAINT note_key IF NOT EXISTS FOR (n:Note) REQUIRE (n.user_id, n.key) IS UNIQUE;
CREATE CONSTRAINT reminder_uid IF NOT EXISTS FOR (r:Reminder) REQUIRE r.uid IS UNIQUE;
CREATE CONSTRAINT procedure_uid IF NOT EXISTS FOR (p:Procedure) REQUIRE p.uid IS UNIQUE;
CREATE CONSTRAINT summary_uid IF NOT EXISTS FOR (s:Summary) REQUIRE s.uid IS UNIQUE;
CREATE CONSTRAINT conflict_uid IF NOT EXISTS FOR (c:Conflict) REQUIRE c.uid IS UNIQUE;
CREATE CONSTRAINT alias_uid IF NOT EXISTS FOR (a:Alias) REQUIRE a.uid IS UNIQUE;
CREATE CONSTRAINT alias_key IF NOT EXISTS FOR (a:Alias) REQUIRE (a.user_id, a.alias_norm, a.entity_uid) IS UNIQUE;
CREATE CONSTRAINT api_key_uid IF NOT EXISTS FOR (k:ApiKey) REQUIRE k.uid IS UNIQUE;
CREATE CONSTRAINT api_key_hash IF NOT EXISTS FOR (k:ApiKey) REQUIRE k.key_hash IS UNIQUE;
CREATE CONSTRAINT merge_uid IF NOT EXISTS FOR (m:Merge) REQUIRE m.uid IS UNIQUE;
