// Import: one batch of relationships between nodes already created (or shared domains), by element
// id. Every type was checked first (hippograph/transfer/fileformat.py check_relationship_type).
UNWIND $rows AS row
MATCH (a) WHERE elementId(a) = row.start
MATCH (b) WHERE elementId(b) = row.end
CREATE (a)-[r:$(row.type)]->(b)
SET r = row.properties
RETURN count(r) AS created
