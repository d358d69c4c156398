// Inactive facts (superseded, ended, forgotten, rejected, merged by compaction) carry the label
// :Inactive beside :Fact, so Neo4j Browser's style (static/neo4j/hippograph.grass) can dim them:
// GraSS styles by label only. Every statement that changes a fact's `active` keeps the label in
// step from now on; this gives it to the facts made inactive before, and takes it from any node
// that should not have it.
MATCH (f:Fact) WHERE f.active = false AND NOT f:Inactive
CALL (f) {
  SET f:Inactive
} IN TRANSACTIONS OF 10000 ROWS;
MATCH (n:Inactive) WHERE NOT n:Fact OR coalesce(n.active, true)
CALL (n) {
  REMOVE n:Inactive
} IN TRANSACTIONS OF 10000 ROWS;
