// Edges that stop being true: the one a superseded or ended fact implied (its target found by uid
// or by the fact's value as a name), or one the turn says is over. Each closes at `valid_to`
// (never before it began) and records what closed it (`closed_by`: a fact or an episode), so
// rejecting that fact can reopen it. When nothing was open and the row asks for `history`, the
// edge is recorded as already over.
UNWIND $edges AS row
MATCH (s:Entity {user_id: $user_id, uid: row.source_uid})
OPTIONAL MATCH (s)-[r:$(row.type)]->(t:Entity {user_id: $user_id})
WHERE r.valid_to IS NULL AND (t.uid = row.target_uid OR t.name_norm = row.target_norm)
SET r.valid_to = CASE WHEN r.valid_from > row.valid_to THEN r.valid_from ELSE row.valid_to END,
    r.closed_by = row.closed_by
WITH row, s, collect(r) AS closed
CALL (row, s, closed) {
  OPTIONAL MATCH (t:Entity {user_id: $user_id, uid: row.target_uid})
  WHERE closed = [] AND row.history
  FOREACH (x IN CASE WHEN t IS NULL THEN [] ELSE [t] END |
    CREATE (s)-[h:$(row.type)]->(x)
    SET h.uid = row.uid, h.strength = 1.0, h.metadata = '{}', h.created_at = $now,
        h.valid_from = row.valid_to, h.valid_to = row.valid_to, h.episode_uid = $episode_uid,
        h.closed_by = row.closed_by)
  RETURN t IS NOT NULL AS recorded
}
RETURN row.key AS key, [r IN closed | {uid: r.uid, target_uid: endNode(r).uid, strength: r.strength}] AS closed,
       recorded
