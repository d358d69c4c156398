// Import: one batch of nodes from an export file. Every label was checked against the vocabulary
// first (hippograph/transfer/fileformat.py check_labels). Returns each node's element id, so the
// relationships are linked by it rather than by a label the planner cannot index.
UNWIND $rows AS row
CREATE (n)
SET n = row.properties, n:$(row.labels)
// The label that dims an inactive fact follows its `active`, whatever the file says (an export
// made before the label existed has none).
FOREACH (_ IN CASE WHEN n:Fact AND n.active = false THEN [1] ELSE [] END | SET n:Inactive)
FOREACH (_ IN CASE WHEN n:Fact AND n.active = false THEN [] ELSE [1] END | REMOVE n:Inactive)
RETURN row.id AS id, elementId(n) AS element_id
