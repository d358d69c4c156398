// SUPERSEDES chains of more than $max_versions versions, each as its versions newest first,
// with the version its oldest one superseded before an earlier compaction folded it away.
MATCH (h:Fact {user_id: $user_id})
WHERE NOT EXISTS { (:Fact)-[:SUPERSEDES]->(h) } AND EXISTS { (h)-[:SUPERSEDES]->(:Fact) }
MATCH p = (h)-[:SUPERSEDES*]->(tail:Fact)
WHERE NOT EXISTS { (tail)-[:SUPERSEDES]->(:Fact) } AND length(p) >= $max_versions
WITH p, tail LIMIT $limit
RETURN [n IN nodes(p) | n.uid] AS versions,
       [(v:Fact)-[r:VERSION_OF]->(tail) WHERE r.superseded_by = tail.uid | v.uid][0] AS tail_supersedes
