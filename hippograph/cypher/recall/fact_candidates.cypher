// The fact channels of recall in one round trip (the episode channels are a second, concurrent
// one): full-text over facts (the Lucene query already requires the namespace), vector search
// over facts and entities (cut to the namespace, see below), each fact hit with its subject. A
// fact counts only if it was true at $as_of, or is active when no time is given (inactive ones
// too with $include_inactive), and is of the caller's $domains when they are given. Archived
// facts (pruned by hygiene) only with $include_archived: the indexes still hold them. Lists are cut before subjects are looked up. The entity-to-entity
// relationship types ride along: the graph walk that starts from these hits follows them.
CALL () {
  CALL db.index.fulltext.queryNodes('fact_fulltext', $fact_lucene, {limit: $text_k}) YIELD node, score
  WITH node, score WHERE node.user_id = $user_id AND
    CASE WHEN $as_of IS NULL THEN $include_inactive OR node.active
         ELSE node.valid_from <= $as_of AND (node.valid_to IS NULL OR node.valid_to > $as_of) END
    AND ($include_archived OR node.archived IS NULL OR NOT node.archived)
    AND ($domains IS NULL OR node.domain_id IN $domains)
  RETURN collect({uid: node.uid, score: score, entity: [(node)-[:ABOUT]->(e) | e.uid][0]}) AS fulltext_facts
}
// The vector index is shared by every namespace, so the nearest $vector_k are cut to the caller's.
// Only when fewer than $vector_min of them are the caller's (and the index had more to give) is
// there a second look: a namespace of at most $exact_max nodes is scanned exactly (cheap at that
// size, and complete however crowded the index is around the query), a larger one asks the index
// for the nearest $vector_k_wide. So a large namespace pays for the first query alone. (The
// constant grouping key makes a skipped second look yield no row: its list is then null, not
// empty.)
CALL () {
  CALL db.index.vector.queryNodes('fact_embedding', $vector_k, $vector) YIELD node, score
  WITH count(*) AS seen, collect(CASE WHEN node.user_id = $user_id AND
    CASE WHEN $as_of IS NULL THEN $include_inactive OR node.active
         ELSE node.valid_from <= $as_of AND (node.valid_to IS NULL OR node.valid_to > $as_of) END
    AND ($include_archived OR node.archived IS NULL OR NOT node.archived)
    AND ($domains IS NULL OR node.domain_id IN $domains)
    THEN {node: node, score: score} END) AS near
  RETURN seen AS facts_seen, near[..$text_k] AS near_facts
}
OPTIONAL CALL (facts_seen, near_facts) {
  WITH facts_seen, near_facts WHERE facts_seen = $vector_k AND size(near_facts) < $vector_min
  WITH COUNT { (:Fact {user_id: $user_id}) } <= $exact_max AS exact
  CALL (exact) {
    WITH exact WHERE exact
    MATCH (node:Fact {user_id: $user_id})
    WHERE node.embedding IS NOT NULL AND node.user_id = $user_id AND
    CASE WHEN $as_of IS NULL THEN $include_inactive OR node.active
         ELSE node.valid_from <= $as_of AND (node.valid_to IS NULL OR node.valid_to > $as_of) END
    AND ($include_archived OR node.archived IS NULL OR NOT node.archived)
    AND ($domains IS NULL OR node.domain_id IN $domains)
    WITH node, vector.similarity.cosine(node.embedding, $vector) AS score
    ORDER BY score DESC LIMIT $text_k
    RETURN node, score
    UNION
    WITH exact WHERE NOT exact
    CALL db.index.vector.queryNodes('fact_embedding', $vector_k_wide, $vector) YIELD node, score
    WITH node, score WHERE node.user_id = $user_id AND
    CASE WHEN $as_of IS NULL THEN $include_inactive OR node.active
         ELSE node.valid_from <= $as_of AND (node.valid_to IS NULL OR node.valid_to > $as_of) END
    AND ($include_archived OR node.archived IS NULL OR NOT node.archived)
    AND ($domains IS NULL OR node.domain_id IN $domains)
    WITH node, score LIMIT $text_k
    RETURN node, score
  }
  RETURN true AS widened_facts, collect({node: node, score: score}) AS wide_facts
}
CALL (near_facts, wide_facts) {
  UNWIND coalesce(wide_facts, near_facts) AS hit
  WITH hit.node AS node, hit.score AS score
  RETURN collect({uid: node.uid, score: score, entity: [(node)-[:ABOUT]->(e) | e.uid][0]}) AS vector_facts
}
CALL () {
  CALL db.index.vector.queryNodes('entity_embedding', $entity_k, $vector) YIELD node, score
  WITH node, score WHERE node.user_id = $user_id AND node.role IS NULL AND score >= $entity_min_score
  WITH node, score LIMIT 5
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
