// `hippograph export`: one page of a namespace's nodes, in id order after $after (keyset paging,
// each label through its user_id index). The id is the uid, or note:<key> for a Note (see
// hippograph/transfer/fileformat.py); transfer/export_relationships names nodes the same way.
// Without $embeddings the vectors are nulled here, so they never cross the wire.
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
RETURN id, labels(n) AS labels,
       CASE WHEN $embeddings THEN properties(n) ELSE n {.*, embedding: null} END AS properties
ORDER BY id
LIMIT $page
