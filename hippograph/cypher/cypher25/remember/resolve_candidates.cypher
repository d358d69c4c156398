// remember/resolve_candidates for Neo4j 2026.x (Cypher 25): the nearest names by vector are
// searched inside the namespace (user_id is a filter property of the index, migration 0009).
// Everything else is the same as cypher/remember/resolve_candidates.cypher: keep the two alike.
CYPHER 25
// Candidates for every mention in one round trip: exact name (with the relations the speaker has
// to it), the name a relative set apart was stored under ("Olu (other friend)"), learned alias,
// each exact and alias one with its ties ($ties: who it is whose pet, spouse, sibling: the
// holders that tell two namesakes apart, hippograph.ingestion.holders),
// Lucene (fuzzy) name matches, nearest names by vector, and entities tied to the speaker by the stated relation.
// A relation's entities carry their gender when known, so "my daughter" never resolves to a son.
// The two fixed entities (role user/agent) are reached through references, never by name.
UNWIND $mentions AS m
CALL (m) {
  MATCH (e:Entity {user_id: $user_id, name_norm: m.norm})
  WHERE e.role IS NULL
  RETURN collect(e {.uid, .name, .type, .name_norm, .created_at, .updated_at,
                    relations: COLLECT { MATCH (:Entity {user_id: $user_id, uid: $speaker_uid})-[r]->(e)
                                         RETURN type(r) },
                    ties: COLLECT { MATCH (e)-[r]-(h:Entity {user_id: $user_id}) WHERE type(r) IN $ties
                                    RETURN {relation: type(r), uid: h.uid, source: startNode(r) = h} }}) AS exact
}
CALL (m) {
  MATCH (e:Entity {user_id: $user_id})
  WHERE e.name_norm IN m.qualified AND e.role IS NULL
  RETURN collect(e {.uid, .name, .type, .name_norm, .created_at}) AS qualified
}
CALL (m) {
  MATCH (a:Alias {user_id: $user_id, alias_norm: m.norm})
  MATCH (e:Entity {user_id: $user_id, uid: a.entity_uid})
  RETURN collect(e {.uid, .name, .type, .name_norm, .created_at, .updated_at,
                    ties: COLLECT { MATCH (e)-[r]-(h:Entity {user_id: $user_id}) WHERE type(r) IN $ties
                                    RETURN {relation: type(r), uid: h.uid, source: startNode(r) = h} }}) AS alias
}
CALL (m) {
  CALL db.index.fulltext.queryNodes('entity_fulltext', m.lucene, {limit: 10}) YIELD node, score
  WITH node WHERE node.user_id = $user_id AND node.role IS NULL
  RETURN collect(node {.uid, .name, .type, .name_norm, .aliases}) AS text
}
CALL (m) {
  MATCH (node:Entity)
    SEARCH node IN (VECTOR INDEX entity_embedding FOR m.vector WHERE node.user_id = $user_id LIMIT $vector_k)
    SCORE AS score
  WITH node, score WHERE node.role IS NULL
  WITH node, score ORDER BY score DESC
  RETURN collect(node {.uid, .name, .type, .name_norm, score: score})[..5] AS vector
}
CALL (m) {
  MATCH (s:Entity {user_id: $user_id, uid: $speaker_uid})-[r]->(e:Entity {user_id: $user_id})
  WHERE m.relation IS NOT NULL AND type(r) = m.relation
  RETURN collect(e {.uid, .name, .type, .name_norm, .gender}) AS related
}
RETURN m.key AS key, exact, qualified, alias, text, vector, related
