// Undo: the relationships from one node to another (by element id) of one type, to find the
// one a run created among them.
UNWIND $rows AS row
MATCH (a)-[r]->(b)
WHERE elementId(a) = row.start AND elementId(b) = row.end AND type(r) = row.type
RETURN row.key AS key, elementId(r) AS element_id, properties(r) AS properties
