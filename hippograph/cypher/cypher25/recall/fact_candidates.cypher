// recall/fact_candidates for Neo4j 2026.x (Cypher 25): the same channels and result, but each
// vector search runs inside the caller's namespace (the index declares user_id as a filter
// property, migration 0009), so other namespaces can never crowd the caller out and there is no
// second look. The index filter takes only declared properties; whether a fact is current or
// archived is checked on the $filtered_k nearest, which are cut to $text_k.
CYPHER 25
CALL () {
  CALL db.index.fulltext.queryNodes('fact_fulltext', $fact_lucene, {limit: $text_k}) YIELD node, score
  WITH node, score WHERE node.user_id = $user_id AND
    CASE WHEN $as_of IS NULL THEN $include_inactive OR node.active
         ELSE node.valid_from <= $as_of AND (node.valid_to IS NULL OR node.valid_to > $as_of) END
    AND ($include_archived OR node.archived IS NULL OR NOT node.archived)
    AND ($domains IS NULL OR node.domain_id IN $domains)
  RETURN collect({uid: node.uid, score: score, entity: [(node)-[:ABOUT]->(e) | e.uid][0]}) AS fulltext_facts
}
CALL () {
  MATCH (node:Fact)
    SEARCH node IN (VECTOR INDEX fact_embedding FOR $vector WHERE node.user_id = $user_id LIMIT $filtered_k)
    SCORE AS score
  WITH node, score WHERE
    CASE WHEN $as_of IS NULL THEN $include_inactive OR node.active
         ELSE node.valid_from <= $as_of AND (node.valid_to IS NULL OR node.valid_to > $as_of) END
    AND ($include_archived OR node.archived IS NULL OR NOT node.archived)
    AND ($domains IS NULL OR node.domain_id IN $domains)
  WITH node, score ORDER BY score DESC LIMIT $text_k
  RETURN collect({uid: node.uid, score: score, entity: [(node)-[:ABOUT]->(e) | e.uid][0]}) AS vector_facts
}
CALL () {
  MATCH (node:Entity)
    SEARCH node IN (VECTOR INDEX entity_embedding FOR $vector WHERE node.user_id = $user_id LIMIT $entity_k)
    SCORE AS score
  WITH node, score WHERE node.role IS NULL AND score >= $entity_min_score
  WITH node, score ORDER BY score DESC LIMIT 5
  RETURN collect({uid: node.uid, score: score}) AS vector_entities
}
CALL () {
  CALL db.relationshipTypes() YIELD relationshipType
  WITH relationshipType WHERE NOT relationshipType IN $model_relations
  RETURN collect(relationshipType) AS relations
}
// The names in the query (normalised, in the query's order) that are exactly a name or a learned
// alias of an entity of the namespace: what the entity resolver would decide for them first, without
// encoding them or searching its indexes (recall/engine.py resolves only the others that way).
CALL () {
  UNWIND $name_norms AS norm
  CALL (norm) {
    MATCH (e:Entity {user_id: $user_id, name_norm: norm})
    WHERE e.role IS NULL
    RETURN collect(e.uid) AS exact
  }
  CALL (norm) {
    MATCH (a:Alias {user_id: $user_id, alias_norm: norm})
    MATCH (e:Entity {user_id: $user_id, uid: a.entity_uid})
    RETURN collect(e.uid) AS alias
  }
  RETURN collect({norm: norm, uid: coalesce(exact[0], alias[0])}) AS named
}
RETURN fulltext_facts, vector_facts, vector_entities, relations, named
