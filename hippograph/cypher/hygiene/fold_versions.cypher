// Old versions leave a long SUPERSEDES chain and hang off its oldest kept version (the anchor)
// by VERSION_OF, which remembers their neighbours in the chain: factHistory still lists every
// version, in order, within a short walk. Versions folded earlier into a version now folded
// follow it to the new anchor, so the fan stays one level deep.
UNWIND $folds AS row
MATCH (v:Fact {user_id: $user_id, uid: row.uid})
MATCH (a:Fact {user_id: $user_id, uid: row.anchor})
CREATE (v)-[:VERSION_OF {supersedes: row.supersedes, superseded_by: row.superseded_by,
                         folded_at: $now}]->(a)
WITH v, a
CALL (v) {
  MATCH (v)-[s:SUPERSEDES]-(:Fact)
  DELETE s
}
CALL (v, a) {
  MATCH (o:Fact)-[r:VERSION_OF]->(v)
  CREATE (o)-[moved:VERSION_OF]->(a)
  SET moved = properties(r)
  DELETE r
}
RETURN count(v) AS folded
