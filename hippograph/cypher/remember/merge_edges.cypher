// Typed edges of a turn: a repeated mention strengthens the edge that is valid now; otherwise a
// new edge starts at `valid_from` (a closed edge stays closed, as history). A relation of
// cardinality one (`single`: LIVES_IN, WORKS_AT, ...) closes the source's other open edges of its
// type, recording which edge closed them. Types are validated before they reach this statement.
// `predicate` is the phrase the edge was read from ("be treated at"; null for a kin word's edge):
// what an open tie (RELATES_TO) means, shown in a recalled path.
UNWIND $edges AS row
MATCH (s:Entity {user_id: $user_id, uid: row.source_uid})
MATCH (t:Entity {user_id: $user_id, uid: row.target_uid})
OPTIONAL MATCH (s)-[open:$(row.type)]->(t) WHERE open.valid_to IS NULL
WITH row, s, t, head(collect(open)) AS open
CALL (row, s, t, open) {
  WITH open WHERE open IS NOT NULL
  SET open.strength = coalesce(open.strength, 0.0) + 1.0
  RETURN open AS r
  UNION
  WITH row, s, t, open WHERE open IS NULL
  CREATE (s)-[r:$(row.type)]->(t)
  SET r.uid = row.uid, r.strength = 1.0, r.metadata = '{}', r.created_at = $now,
      r.valid_from = row.valid_from, r.episode_uid = $episode_uid, r.confidence = row.confidence,
      r.predicate = row.predicate
  RETURN r
}
CALL (row, s, t, r) {
  OPTIONAL MATCH (s)-[o:$(row.type)]->(x:Entity {user_id: $user_id})
  WHERE row.single AND x <> t AND o.valid_to IS NULL
  SET o.valid_to = CASE WHEN o.valid_from > row.valid_from THEN o.valid_from ELSE row.valid_from END,
      o.closed_by = r.uid
  RETURN collect(o.uid) AS closed
}
RETURN row.key AS key, r.uid AS uid, r.strength AS strength, r.uid = row.uid AS created, closed
