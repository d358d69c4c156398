// The entities the last turns of a session mentioned (the user's last turns when there is no
// session), most recent first: what "she", "he", "it" and "they" of a new turn may refer to. One
// seek in the (user_id, session_id, turn_key) index for the episodes, then their MENTIONS; the
// user's and the agent's own entities (they have a role) are never a pronoun's antecedent.
// `salient`: a fact or an edge of that episode is about the entity (what the turn talked about),
// or the episode introduced it as the speaker's relative (an edge from the speaker to it).
// `descriptor`: the noun that introduced it ("bakery" for Crumbs), what "the bakery" takes up.
MATCH (ep:Episode {user_id: $user_id})
WHERE ep.session_id = $session_id OR (ep.session_id IS NULL AND $session_id IS NULL)
WITH ep ORDER BY ep.turn_key DESC LIMIT $episodes
MATCH (ep)-[:MENTIONS]->(e:Entity {user_id: $user_id})
WHERE e.role IS NULL
RETURN e.name AS name, e.type AS type, e.gender AS gender, e.descriptor AS descriptor, ep.turn_key AS turn_key,
       EXISTS { MATCH (e)<-[:ABOUT]-(:Fact)-[:FROM_EPISODE]->(ep) }
       OR EXISTS { MATCH (e)-[r]->(:Entity) WHERE r.episode_uid = ep.uid }
       OR EXISTS { MATCH (s:Entity)-[k]->(e) WHERE k.episode_uid = ep.uid AND s.role IS NOT NULL } AS salient
ORDER BY turn_key DESC, e.created_at DESC, e.uid
