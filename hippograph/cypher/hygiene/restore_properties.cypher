// Undo: properties back to what they were before a run (a null removes one the run added).
UNWIND $rows AS row
MATCH (n)
WHERE elementId(n) = row.element_id
SET n += row.before
// An undone compaction makes its merged facts active again: the label that dims the inactive
// ones in Neo4j Browser follows (graph/models.py INACTIVE).
FOREACH (_ IN CASE WHEN n:Fact AND n.active = false THEN [1] ELSE [] END | SET n:Inactive)
FOREACH (_ IN CASE WHEN n:Fact AND n.active = false THEN [] ELSE [1] END | REMOVE n:Inactive)
RETURN count(n) AS restored
