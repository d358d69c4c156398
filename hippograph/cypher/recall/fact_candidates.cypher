// The fact and the episode channels of recall in one round trip (a transaction costs Neo4j ~1.3
// ms of CPU however small): full-text over facts (the Lucene query already requires the
// namespace), vector search over facts and entities (cut to the namespace, see below), each fact
// hit with its subject. A fact counts only if it was true at $as_of, or is active when no time is
// given (inactive ones too with $include_inactive), and is of the caller's $domains when they are
// given. Archived
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
// The episode channels, in the same round trip: full-text over the turns (the Lucene query
// already requires the namespace) and vector search (cut to the namespace as for facts, above),
// each hit with who spoke it.
CALL () {
  CALL db.index.fulltext.queryNodes('episode_fulltext', $episode_lucene, {limit: $text_k}) YIELD node, score
  WITH node, score WHERE node.user_id = $user_id
  RETURN collect({uid: node.uid, score: score, speaker: [(node)-[:SPOKEN_BY]->(s) | s.uid][0]}) AS fulltext_episodes
}
CALL () {
  CALL db.index.vector.queryNodes('episode_embedding', $vector_k, $vector) YIELD node, score
  WITH count(*) AS seen, collect(CASE WHEN node.user_id = $user_id THEN {node: node, score: score} END) AS near
  RETURN seen AS episodes_seen, near[..$text_k] AS near_episodes
}
OPTIONAL CALL (episodes_seen, near_episodes) {
  WITH episodes_seen, near_episodes WHERE episodes_seen = $vector_k AND size(near_episodes) < $vector_min
  WITH COUNT { (:Episode {user_id: $user_id}) } <= $exact_max AS exact
  CALL (exact) {
    WITH exact WHERE exact
    MATCH (node:Episode {user_id: $user_id})
    WHERE node.embedding IS NOT NULL
    WITH node, vector.similarity.cosine(node.embedding, $vector) AS score
    ORDER BY score DESC LIMIT $text_k
    RETURN node, score
    UNION
    WITH exact WHERE NOT exact
    CALL db.index.vector.queryNodes('episode_embedding', $vector_k_wide, $vector) YIELD node, score
    WITH node, score WHERE node.user_id = $user_id
    WITH node, score LIMIT $text_k
    RETURN node, score
  }
  RETURN true AS widened_episodes, collect({node: node, score: score}) AS wide_episodes
}
CALL (near_episodes, wide_episodes) {
  UNWIND coalesce(wide_episodes, near_episodes) AS hit
  WITH hit.node AS node, hit.score AS score
  RETURN collect({uid: node.uid, score: score, speaker: [(node)-[:SPOKEN_BY]->(s) | s.uid][0]}) AS vector_episodes
}
// The turns just before and after the best $context_k episodes of each channel in their session,
// with who spoke them: a short reply ("yes, last week!") is found through the question it answers,
// and the question through its reply. Each is one seek in the (user_id, session_id, turn_key)
// index: the key sorts turns by when they happened, then by when they were remembered
// (hippograph/graph/turns.py). The order names every key of that index, the two fixed ones
// too: only then does the planner read the index in order and stop at the first turn (ordered
// by turn_key alone, it read every earlier or later turn of the session and sorted them). Deeper
// hits would lend context only at ranks the answer never reaches.
CALL (fulltext_episodes, vector_episodes) {
  UNWIND fulltext_episodes[..$context_k] + vector_episodes[..$context_k] AS hit
  WITH DISTINCT hit.uid AS uid
  MATCH (ep:Episode {user_id: $user_id, uid: uid})
  WHERE ep.session_id IS NOT NULL
  CALL (ep) {
    MATCH (n:Episode {user_id: $user_id, session_id: ep.session_id}) WHERE n.turn_key < ep.turn_key
    WITH n ORDER BY n.user_id DESC, n.session_id DESC, n.turn_key DESC LIMIT 1
    RETURN n
    UNION
    MATCH (n:Episode {user_id: $user_id, session_id: ep.session_id}) WHERE n.turn_key > ep.turn_key
    WITH n ORDER BY n.user_id, n.session_id, n.turn_key LIMIT 1
    RETURN n
  }
  RETURN collect({uid: ep.uid, neighbour: n.uid, speaker: [(n)-[:SPOKEN_BY]->(s) | s.uid][0]}) AS neighbours
}
RETURN fulltext_facts, vector_facts, vector_entities, relations, named,
       fulltext_episodes, vector_episodes, neighbours
