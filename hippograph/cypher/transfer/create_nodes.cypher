// Import: one batch of nodes from an export file. Every label was checked against the vocabulary
// first (hippograph/transfer/fileformat.py check_labels). Returns each node's element id, so the
// relationships are linked by it rather than by a label the planner cannot index.
UNWIND $rows AS row
CREATE (n)
SET n = row.properties, n:$(row.labels)
RETURN row.id AS id, elementId(n) AS element_id
