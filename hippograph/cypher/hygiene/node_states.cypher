// The state of the nodes a hygiene write touches (facts, entities, aliases): labels, properties
// (vectors only with $embeddings) and every relationship at either end, its other end named as
// the export names it (uid, note:<key>, domain:<id>). An id with no node gives no row.
UNWIND $ids AS id
CALL (id) {
  MATCH (n:Fact {user_id: $user_id, uid: id}) RETURN n
  UNION
  MATCH (n:Entity {user_id: $user_id, uid: id}) RETURN n
  UNION
  MATCH (n:Alias {user_id: $user_id, uid: id}) RETURN n
}
RETURN id, elementId(n) AS element_id, labels(n) AS labels,
       CASE WHEN $embeddings THEN properties(n) ELSE n {.*, embedding: null} END AS properties,
       [(n)-[r]->(m) | {type: type(r), properties: properties(r),
                        end: CASE WHEN m:Domain THEN 'domain:' + toString(m.id)
                                  ELSE coalesce(m.uid, CASE WHEN m:Note THEN 'note:' + m.key END) END}]
         AS outgoing,
       [(m)-[r]->(n) | {type: type(r), properties: properties(r),
                        start: CASE WHEN m:Domain THEN 'domain:' + toString(m.id)
                                    ELSE coalesce(m.uid, CASE WHEN m:Note THEN 'note:' + m.key END) END}]
         AS incoming
