// A page of the namespace's entities by name, optionally of one type or one domain (linked to it,
// or the subject of an active fact in it), with the total.
MATCH (e:Entity {user_id: $user_id})
WHERE ($type IS NULL OR e.type = $type)
  AND ($domain_id IS NULL
       OR EXISTS { (e)-[:IN_DOMAIN]->(:Domain {id: $domain_id}) }
       OR EXISTS { (:Fact {user_id: $user_id, active: true, domain_id: $domain_id})-[:ABOUT]->(e) })
WITH e ORDER BY e.name_norm, e.uid
WITH collect(e) AS items
RETURN size(items) AS total,
       [e IN items[$offset..$offset + $first] |
        e {.uid, .name, .type, .role, .aliases, .metadata, .created_at, .updated_at}] AS page
