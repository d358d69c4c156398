// The returned facts and episodes with what explains them (subject, domain, provenance), plus
// the agent's self-facts and the working-note keys, which every recall carries. Facts are
// projected property by property: their embedding is never read. Times are sent as
// microseconds since the epoch: the driver builds its own DateTime objects far more slowly than
// Python builds a datetime from a number, and a recall carries hundreds of them.
CALL () {
  UNWIND $fact_uids AS uid
  MATCH (f:Fact {user_id: $user_id, uid: uid})-[:ABOUT]->(e:Entity)
  OPTIONAL MATCH (f)-[:FROM_EPISODE]->(ep:Episode)
  WITH f, e, ep ORDER BY ep.occurred_at
  WITH f, e, head(collect(ep)) AS ep
  RETURN collect({fact: f {.uid, .domain_id, .field, .value, .confidence, .active, .access_count, .score,
                          valid_from: f.valid_from.epochSeconds * 1000000 + f.valid_from.microsecond,
                          valid_to: f.valid_to.epochSeconds * 1000000 + f.valid_to.microsecond,
                          created_at: f.created_at.epochSeconds * 1000000 + f.created_at.microsecond,
                          last_accessed: f.last_accessed.epochSeconds * 1000000 + f.last_accessed.microsecond,
                          last_hit_at: f.last_hit_at.epochSeconds * 1000000 + f.last_hit_at.microsecond},
                  entity: e {.uid, .name, .type, .role},
                  episode: ep {.uid, .session_id, .external_id, .speaker, .content,
                               occurred_at: ep.occurred_at.epochSeconds * 1000000 + ep.occurred_at.microsecond,
                               speaker_uid: [(ep)-[:SPOKEN_BY]->(s) | s.uid][0]}}) AS facts
}
CALL () {
  UNWIND $episode_uids AS uid
  MATCH (ep:Episode {user_id: $user_id, uid: uid})
  RETURN collect(ep {.uid, .session_id, .external_id, .speaker, .content,
                     occurred_at: ep.occurred_at.epochSeconds * 1000000 + ep.occurred_at.microsecond,
                     speaker_uid: [(ep)-[:SPOKEN_BY]->(s) | s.uid][0]}) AS episodes
}
CALL () {
  MATCH (f:Fact {user_id: $user_id, active: true})-[:ABOUT]->(a:Entity {user_id: $user_id, role: 'agent'})
  OPTIONAL MATCH (f)-[:FROM_EPISODE]->(ep:Episode)
  WITH f, a, ep ORDER BY ep.occurred_at
  WITH f, a, head(collect(ep)) AS ep
  RETURN collect({fact: f {.uid, .domain_id, .field, .value, .confidence, .active, .access_count, .score,
                          valid_from: f.valid_from.epochSeconds * 1000000 + f.valid_from.microsecond,
                          valid_to: f.valid_to.epochSeconds * 1000000 + f.valid_to.microsecond,
                          created_at: f.created_at.epochSeconds * 1000000 + f.created_at.microsecond,
                          last_accessed: f.last_accessed.epochSeconds * 1000000 + f.last_accessed.microsecond,
                          last_hit_at: f.last_hit_at.epochSeconds * 1000000 + f.last_hit_at.microsecond},
                  entity: a {.uid, .name, .type, .role},
                  episode: ep {.uid, .session_id, .external_id, .speaker, .content,
                               occurred_at: ep.occurred_at.epochSeconds * 1000000 + ep.occurred_at.microsecond}}) AS agent_self
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
  RETURN collect(n {.key, updated_at: n.updated_at.epochSeconds * 1000000 + n.updated_at.microsecond}) AS notes
}
RETURN facts, episodes, agent_self, entities, notes
