// Undo: nodes a run created (by element id), with their relationships.
UNWIND $ids AS id
MATCH (n)
WHERE elementId(n) = id
DETACH DELETE n
RETURN count(*) AS deleted
