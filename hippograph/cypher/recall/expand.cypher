// Multi-hop expansion: from the seed entities along typed entity-to-entity edges (either
// direction, never leaving the namespace), one shortest path per reached entity (breadth-first,
// bounded by the hops asked for; one hop from a seed that is not `deep`, see recall/engine.py),
// then each reached entity's best facts. A walk may pass through the user but never ends there:
// the user's facts are about everything (tens of thousands of them, which each walk reaching the
// user sorted) and the other channels find the ones the query is about. The types are spelled
// out (every entity-to-entity type in the database, listed by the candidates query;
// SERVES, which only ties the agent to the user, is not one): a typed walk reads only those
// relationship groups of a dense node, never its thousands of ABOUT and SPOKEN_BY ones.
// A reached entity keeps the path from the most important seed (named in the query, then the
// speaker, then entities near the query), so explanations start where the question does; of that
// seed's shortest paths (all of them: which one ANY SHORTEST gives depends on where the store
// keeps the rows, so other namespaces' writes changed it) the strongest, ties by edge uids. At most
// $entity_limit entities and $per_entity facts each: a hub (the user, a close friend) cannot
// flood the result with every fact it has. One map per reached entity, nearest first, its facts
// best first (ties by uid, so the same graph always answers the same), all in one row: the driver
// spends as much on each row as on the values in it. Archived facts only when
// asked; only facts of the caller's $domains when given. Only edges valid now (or at $as_of) are
// walked: a closed edge (a city moved away from, a job left) is history, not a connection.
// Paths longer than one hop are read only where they can change the answer. The entities are
// ranked by hops first, and a deep seed's longer path wins an entity only from a less important
// seed that reached it at one hop: so every seed walks one hop first; a deep seed then looks for
// its shortest paths only to the entities that a less important seed reached (at 100k facts the
// user's two-hop paths were 650 of a walk's ~1,600, most to entities nobody else reached); and only
// when fewer than $entity_limit entities keep a one-hop path does each deep seed walk all of its
// paths, as it always did before. Each entity's best path, and so every row, is the same as with
// every path walked (tests/recall/test_walk.py checks both ways).
CALL () {
  UNWIND $seeds AS s
  MATCH (seed:Entity {user_id: $user_id, uid: s.uid})
  MATCH p = (seed)-[r:$$relations WHERE (r.valid_to IS NULL OR r.valid_to > coalesce($as_of, datetime()))
                     AND ($as_of IS NULL OR r.valid_from IS NULL OR r.valid_from <= $as_of)]-(reached:Entity WHERE reached.user_id = $user_id AND reached.role IS NULL)
  WHERE NOT s.deep OR reached <> seed
  RETURN collect({reached: reached, p: p, priority: s.priority, hops: 1,
                  strength: reduce(total = 0.0, e IN relationships(p) | total + coalesce(e.strength, 1.0)) / length(p)}) AS near
}
// The entities reached at one hop, each with the most important seed that reached it so.
CALL (near) {
  UNWIND near AS n
  WITH n.reached AS reached, min(n.priority) AS first
  RETURN collect({reached: reached, first: first}) AS firsts
}
// Two hops (the walk's usual bound): a deep seed's shortest paths to an entity that a less
// important seed reached at one hop (the deep seed does not reach it at one) are its two-hop
// paths there, found from the entity's side: its neighbours among the seed's (a set read once),
// then the edges between those and the seed (a dense seed such as the user is not asked for
// each of the entity's neighbours). With a longer bound every deep seed walks all its paths (below).
CALL (firsts) {
  WITH firsts WHERE $bound = 2
  UNWIND $seeds AS s
  WITH s, firsts WHERE s.deep
  MATCH (seed:Entity {user_id: $user_id, uid: s.uid})
  CALL (seed) {
    MATCH (seed)-[r1:$$relations WHERE (r1.valid_to IS NULL OR r1.valid_to > coalesce($as_of, datetime()))
                          AND ($as_of IS NULL OR r1.valid_from IS NULL OR r1.valid_from <= $as_of)]-(x:Entity WHERE x.user_id = $user_id)
    RETURN collect(DISTINCT x) AS around
  }
  UNWIND firsts AS t
  WITH s, seed, around, t.reached AS target WHERE t.first > s.priority AND target <> seed
  MATCH (target)-[r2:$$relations WHERE (r2.valid_to IS NULL OR r2.valid_to > coalesce($as_of, datetime()))
                          AND ($as_of IS NULL OR r2.valid_from IS NULL OR r2.valid_from <= $as_of)]-(x:Entity WHERE x.user_id = $user_id)
  WHERE x IN around
  MATCH p = (seed)-[r1:$$relations WHERE (r1.valid_to IS NULL OR r1.valid_to > coalesce($as_of, datetime()))
                          AND ($as_of IS NULL OR r1.valid_from IS NULL OR r1.valid_from <= $as_of)]-(x)-[r2]-(target)
  RETURN collect({reached: target, p: p, priority: s.priority, hops: length(p),
                  strength: reduce(total = 0.0, e IN relationships(p) | total + coalesce(e.strength, 1.0)) / length(p)}) AS far,
         count(DISTINCT target) AS repathed
}
// Fewer entities keep a one-hop path than are kept (entities only a deep seed reaches, at two hops
// or more, are kept too), or the bound is longer than two: each deep seed walks all its paths.
CALL (firsts, repathed) {
  WITH firsts, repathed WHERE $bound > 2 OR ($bound = 2 AND size(firsts) - repathed < $entity_limit)
  UNWIND $seeds AS s
  WITH s WHERE s.deep
  MATCH (seed:Entity {user_id: $user_id, uid: s.uid})
  MATCH p = ALL SHORTEST (seed)(()-[r:$$relations WHERE (r.valid_to IS NULL OR r.valid_to > coalesce($as_of, datetime()))
                     AND ($as_of IS NULL OR r.valid_from IS NULL OR r.valid_from <= $as_of)]-(x:Entity WHERE x.user_id = $user_id)){1,$$bound}(reached:Entity WHERE reached <> seed)
  WHERE reached.role IS NULL
  RETURN collect({reached: reached, p: p, priority: s.priority, hops: length(p),
                  strength: reduce(total = 0.0, e IN relationships(p) | total + coalesce(e.strength, 1.0)) / length(p)}) AS all_deep
}
UNWIND near + far + all_deep AS c
WITH c.reached AS reached, c ORDER BY c.priority, c.hops, c.strength DESC, [r IN relationships(c.p) | r.uid]
WITH reached, head(collect(c)) AS best
WITH reached, best.p AS p, best.hops AS hops, best.strength AS strength
ORDER BY hops, strength DESC, reached.uid
LIMIT $entity_limit
WITH reached, p, hops, strength WHERE EXISTS {
  MATCH (f:Fact)-[:ABOUT]->(reached)
  WHERE f.user_id = $user_id AND
        CASE WHEN $as_of IS NULL THEN $include_inactive OR f.active
             ELSE f.valid_from <= $as_of AND (f.valid_to IS NULL OR f.valid_to > $as_of) END
        AND ($include_archived OR f.archived IS NULL OR NOT f.archived)
        AND ($domains IS NULL OR f.domain_id IN $domains)
}
WITH collect({reached: reached, p: p, hops: hops, strength: strength}) AS rows
// The graph channel ranks the first $graph_facts facts in this order and no more
// (recall/explain.py): entities are read one after the other, nearest first, and reading stops
// there (the LIMIT pulls no further), so the facts of entities past it are never read, only
// whether they have any (above: a reached entity with none is no row).
CALL (rows) {
  UNWIND range(0, size(rows) - 1) AS i
  CALL (rows, i) {
    WITH rows[i].reached AS reached
    MATCH (f:Fact)-[:ABOUT]->(reached)
    WHERE f.user_id = $user_id AND
          CASE WHEN $as_of IS NULL THEN $include_inactive OR f.active
               ELSE f.valid_from <= $as_of AND (f.valid_to IS NULL OR f.valid_to > $as_of) END
          AND ($include_archived OR f.archived IS NULL OR NOT f.archived)
          AND ($domains IS NULL OR f.domain_id IN $domains)
    WITH f ORDER BY f.score DESC, f.uid LIMIT $per_entity
    RETURN f.uid AS fact
  }
  WITH i, fact LIMIT $graph_facts
  WITH i, collect(fact) AS facts
  RETURN collect({i: i, facts: facts}) AS taken
}
RETURN [i IN range(0, size(rows) - 1) |
        {facts: coalesce([t IN taken WHERE t.i = i | t.facts][0], []),
         hops: rows[i].hops, strength: rows[i].strength,
         entity_uids: [n IN nodes(rows[i].p) | n.uid],
         names: [n IN nodes(rows[i].p) | coalesce(n.name, n.role)],
         genders: [n IN nodes(rows[i].p) | n.gender],
         edges: [r IN relationships(rows[i].p) | {uid: r.uid, source: startNode(r).uid, relation: type(r),
                                                  target: endNode(r).uid, strength: r.strength,
                                                  predicate: r.predicate}]}] AS reached
