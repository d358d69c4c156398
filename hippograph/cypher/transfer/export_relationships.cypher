// `hippograph export`: the relationships leaving one page of a namespace's nodes (paged as in
// transfer/export_nodes), each node with all of its own, so a page never splits a node's list.
// Ends are nodes of the namespace (named by id) or shared domains ("domain:<id>"); anything else is
// left out here and caught by transfer/count_namespace.
CALL () {
  MATCH (n:Entity {user_id: $user_id}) RETURN n
  UNION MATCH (n:MergedEntity {user_id: $user_id}) RETURN n
  UNION MATCH (n:Fact {user_id: $user_id}) RETURN n
  UNION MATCH (n:Episode {user_id: $user_id}) RETURN n
  UNION MATCH (n:Alias {user_id: $user_id}) RETURN n
  UNION MATCH (n:Merge {user_id: $user_id}) RETURN n
  UNION MATCH (n:Note {user_id: $user_id}) RETURN n
  UNION MATCH (n:Reminder {user_id: $user_id}) RETURN n
  UNION MATCH (n:Procedure {user_id: $user_id}) RETURN n
  UNION MATCH (n:Summary {user_id: $user_id}) RETURN n
  UNION MATCH (n:Conflict {user_id: $user_id}) RETURN n
  UNION MATCH (n:SameAsCandidate {user_id: $user_id}) RETURN n
}
WITH n, coalesce(n.uid, CASE WHEN n:Note THEN 'note:' + n.key END) AS id
WHERE id > $after
ORDER BY id
LIMIT $page
OPTIONAL MATCH (n)-[r]->(m)
WHERE m:Domain OR (m.user_id = $user_id AND NOT m:ApiKey)
WITH id, r, CASE WHEN m:Domain THEN 'domain:' + toString(m.id)
                 ELSE coalesce(m.uid, CASE WHEN m:Note THEN 'note:' + m.key END) END AS end
RETURN id, collect(CASE WHEN r IS NOT NULL
                        THEN {type: type(r), end: end, properties: properties(r)} END) AS relationships
ORDER BY id
