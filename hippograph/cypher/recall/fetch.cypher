// The returned facts and episodes with what explains them (subject, domain, provenance), plus
// the agent's self-facts and the working-note keys, which every recall carries. Facts are
// projected property by property: their embedding is never read.
CALL () {
  UNWIND $fact_uids AS uid
  MATCH (f:Fact {user_id: $user_id, uid: uid})-[:ABOUT]->(e:Entity)
  OPTIONAL MATCH (f)-[:FROM_EPISODE]->(ep:Episode)
  WITH f, e, ep ORDER BY ep.occurred_at
  WITH f, e, head(collect(ep)) AS ep
  RETURN collect({fact: f {.uid, .domain_id, .field, .value, .confidence, .active, .access_count, .score,
                          .valid_from, .valid_to, .created_at, .last_accessed, .last_hit_at},
                  entity: e {.uid, .name, .type, .role},
                  episode: ep {.uid, .session_id, .external_id, .speaker, .occurred_at, .content,
                               speaker_uid: [(ep)-[:SPOKEN_BY]->(s) | s.uid][0]}}) AS facts
}
CALL () {
  UNWIND $episode_uids AS uid
  MATCH (ep:Episode {user_id: $user_id, uid: uid})
  RETURN collect(ep {.uid, .session_id, .external_id, .speaker, .occurred_at, .content,
                     speaker_uid: [(ep)-[:SPOKEN_BY]->(s) | s.uid][0]}) AS episodes
}
CALL () {
  MATCH (f:Fact {user_id: $user_id, active: true})-[:ABOUT]->(a:Entity {user_id: $user_id, role: 'agent'})
  OPTIONAL MATCH (f)-[:FROM_EPISODE]->(ep:Episode)
  WITH f, a, ep ORDER BY ep.occurred_at
  WITH f, a, head(collect(ep)) AS ep
  RETURN collect({fact: f {.uid, .domain_id, .field, .value, .confidence, .active, .access_count, .score,
                          .valid_from, .valid_to, .created_at, .last_accessed, .last_hit_at},
                  entity: a {.uid, .name, .type, .role},
                  episode: ep {.uid, .session_id, .external_id, .speaker, .occurred_at, .content}}) AS agent_self
}
CALL () {
  UNWIND $entity_uids AS uid
  MATCH (e:Entity {user_id: $user_id, uid: uid})
  RETURN collect(e {.uid, .name, .type, .role, .aliases}) AS entities
}
// The user's working notes, keys only (content is fetched by key), newest first: a prompt lists
// them, so a long tail is cut.
CALL () {
  MATCH (n:Note {user_id: $user_id, tier: 'working'})
  WITH n ORDER BY n.updated_at DESC, n.key LIMIT 50
  RETURN collect(n {.key, .updated_at}) AS notes
}
RETURN facts, episodes, agent_self, entities, notes
