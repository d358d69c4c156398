// Every namespace-scoped lookup starts from user_id; recall and remember add the second key.
CREATE RANGE INDEX entity_user IF NOT EXISTS FOR (e:Entity) ON (e.user_id);
CREATE RANGE INDEX entity_user_name IF NOT EXISTS FOR (e:Entity) ON (e.user_id, e.name_norm);
CREATE RANGE INDEX fact_user IF NOT EXISTS FOR (f:Fact) ON (f.user_id);
CREATE RANGE INDEX fact_user_field IF NOT EXISTS FOR (f:Fact) ON (f.user_id, f.field, f.active);
CREATE RANGE INDEX fact_user_created IF NOT EXISTS FOR (f:Fact) ON (f.user_id, f.created_at);
CREATE RANGE INDEX fact_user_score IF NOT EXISTS FOR (f:Fact) ON (f.user_id, f.score);
CREATE RANGE INDEX episode_user IF NOT EXISTS FOR (e:Episode) ON (e.user_id);
CREATE RANGE INDEX episode_user_session IF NOT EXISTS FOR (e:Episode) ON (e.user_id, e.session_id);
CREATE RANGE INDEX episode_user_occurred IF NOT EXISTS FOR (e:Episode) ON (e.user_id, e.occurred_at);
CREATE RANGE INDEX note_user_tier IF NOT EXISTS FOR (n:Note) ON (n.user_id, n.tier);
CREATE RANGE INDEX reminder_user IF NOT EXISTS FOR (r:Reminder) ON (r.user_id);
CREATE RANGE INDEX reminder_next_run IF NOT EXISTS FOR (r:Reminder) ON (r.next_run);
CREATE RANGE INDEX procedure_user IF NOT EXISTS FOR (p:Procedure) ON (p.user_id);
CREATE RANGE INDEX summary_user IF NOT EXISTS FOR (s:Summary) ON (s.user_id);
CREATE RANGE INDEX conflict_user IF NOT EXISTS FOR (c:Conflict) ON (c.user_id);
CREATE RANGE INDEX alias_user_alias IF NOT EXISTS FOR (a:Alias) ON (a.user_id, a.alias_norm);
CREATE RANGE INDEX api_key_user IF NOT EXISTS FOR (k:ApiKey) ON (k.user_id);
