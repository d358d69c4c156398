// The active facts of a user whose value is one of $values (lower case): what an elliptic
// correction ("It's Lisbon, not Porto.") names as wrong. The session's own facts first, then the
// most recent; with the subject (its role when it is the user or the agent) and, when the value
// names an entity, that entity's type.
MATCH (f:Fact {user_id: $user_id, active: true})-[:ABOUT]->(e:Entity {user_id: $user_id})
WHERE toLower(f.value) IN $values
OPTIONAL MATCH (f)-[:FROM_EPISODE]->(ep:Episode)
OPTIONAL MATCH (v:Entity {user_id: $user_id, uid: f.value_uid})
// the open edges from the subject to the value's entity: what the statement tied, ended with it
CALL (e, v) {
  OPTIONAL MATCH (e)-[r]->(v) WHERE r.valid_to IS NULL AND NOT type(r) IN ['ABOUT', 'SERVES']
  RETURN collect({type: type(r), predicate: r.predicate}) AS ties
}
RETURN e.name AS name, e.type AS type, e.role AS role, f.field AS field, f.value AS value,
       f.domain_id AS domain_id, f.target AS target, v.type AS value_type, ties,
       coalesce(ep.session_id = $session_id, false) AS same_session
ORDER BY same_session DESC, f.created_at DESC, f.uid
LIMIT 5
