// Undo: relationships a run created, by element id.
UNWIND $ids AS id
MATCH ()-[r]->()
WHERE elementId(r) = id
DELETE r
RETURN count(r) AS deleted
