// Undo: properties back to what they were before a run (a null removes one the run added).
UNWIND $rows AS row
MATCH (n)
WHERE elementId(n) = row.element_id
SET n += row.before
RETURN count(n) AS restored
