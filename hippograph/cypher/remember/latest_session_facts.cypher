// The active facts a session's turns stated (the user's turns without a session when there is
// none), the latest first: what a self-repair that names only the right value ("Sorry, I meant
// Lisbon.") may replace -- the latest of the same kind. Columns as remember/facts_with_value.
MATCH (ep:Episode {user_id: $user_id})
WHERE ep.session_id = $session_id OR (ep.session_id IS NULL AND $session_id IS NULL)
WITH ep ORDER BY ep.turn_key DESC LIMIT $episodes
MATCH (f:Fact {user_id: $user_id, active: true})-[:FROM_EPISODE]->(ep)
MATCH (f)-[:ABOUT]->(e:Entity {user_id: $user_id})
OPTIONAL MATCH (v:Entity {user_id: $user_id, uid: f.value_uid})
// the open edges from the subject to the value's entity: what the statement tied, ended with it
CALL (e, v) {
  OPTIONAL MATCH (e)-[r]->(v) WHERE r.valid_to IS NULL AND NOT type(r) IN ['ABOUT', 'SERVES']
  RETURN collect({type: type(r), predicate: r.predicate}) AS ties
}
RETURN e.name AS name, e.type AS type, e.role AS role, f.field AS field, f.value AS value,
       f.domain_id AS domain_id, f.target AS target, v.type AS value_type, ties, true AS same_session,
       ep.turn_key AS turn_key
ORDER BY ep.turn_key DESC, f.created_at DESC, f.uid
