// Full-text search over names and aliases: the Lucene query already requires the namespace, and
// the exact user_id filter below stays the isolation guarantee.
CALL db.index.fulltext.queryNodes('entity_fulltext', $lucene, {limit: $search_limit}) YIELD node, score
WITH node AS e, score
WHERE e.user_id = $user_id
  AND ($type IS NULL OR e.type = $type)
  AND ($domain_id IS NULL
       OR EXISTS { (e)-[:IN_DOMAIN]->(:Domain {id: $domain_id}) }
       OR EXISTS { (:Fact {user_id: $user_id, active: true, domain_id: $domain_id})-[:ABOUT]->(e) })
WITH e ORDER BY score DESC, e.uid
WITH collect(e) AS items
RETURN size(items) AS total,
       [e IN items[$offset..$offset + $first] |
        e {.uid, .name, .type, .role, .aliases, .metadata, .created_at, .updated_at}] AS page
