// Resolved mentions become entities: known ones are matched by uid, new ones merged on the
// (user_id, type, name_norm) key (the uniqueness constraint makes concurrent turns converge). A
// relative set apart from a namesake is stored under a name of its own ("Olu (other friend)") and
// keeps the mentioned one as an alias (row.norm).
// A gender the text gives (kin words) is kept, so "my daughter" never resolves to a son; so is
// the noun that introduced a named thing ("a bakery called Crumbs"), which "the bakery" takes up.
// Touching every entity takes its write lock, which serialises fact contradiction checks.
// `created` is true only for the turn whose MERGE made the entity: a mention resolved as new that
// met an entity a concurrent turn had just created is told the truth (it matched).
MATCH (ep:Episode {user_id: $user_id, uid: $episode_uid})
UNWIND $entities AS row
CALL (row) {
  OPTIONAL MATCH (known:Entity {user_id: $user_id, uid: row.uid})
  WITH known WHERE known IS NOT NULL
  RETURN known AS e
  UNION
  WITH row WHERE row.uid IS NULL
  MERGE (e:Entity {user_id: $user_id, type: row.type, name_norm: row.name_norm})
    ON CREATE SET e:$(row.type), e.uid = row.new_uid, e.name = row.name, e.aliases = [],
                  e.metadata = '{}', e.embedding = row.embedding, e.created_at = $now
  RETURN e
}
SET e.updated_at = $now, e.gender = coalesce(e.gender, row.gender),
    e.descriptor = coalesce(e.descriptor, row.descriptor)
// A relative known only as "my wife" is named now ("my wife Carla"): the entity takes the name
// and keeps the old one as an alias, so either finds it.
// A corrected name ("Mia, not Maya") renames the same way; the old name stays an alias that finds
// the entity, so a slip of the old name later is still her.
FOREACH (_ IN CASE WHEN row.renames AND e.name_norm <> row.norm THEN [1] ELSE [] END |
  MERGE (old:Alias {user_id: $user_id, alias_norm: e.name_norm, entity_uid: e.uid})
    ON CREATE SET old.uid = randomUUID(), old.alias = e.name, old.source = 'renamed',
                  old.confidence = 1.0, old.use_count = 0, old.created_at = $now
  SET e.aliases = e.aliases + e.name, e.name = row.name, e.name_norm = row.norm)
FOREACH (_ IN CASE WHEN row.alias IS NULL OR row.alias IN e.aliases THEN [] ELSE [1] END |
  SET e.aliases = e.aliases + row.alias
  MERGE (a:Alias {user_id: $user_id, alias_norm: row.norm, entity_uid: e.uid})
    ON CREATE SET a.uid = randomUUID(), a.alias = row.alias, a.source = row.method,
                  a.confidence = row.score, a.use_count = 0, a.created_at = $now
  SET a.use_count = a.use_count + 1)
FOREACH (_ IN CASE WHEN row.domain_id IS NULL THEN [] ELSE [1] END |
  MERGE (d:Domain {id: row.domain_id})
  MERGE (e)-[:IN_DOMAIN]->(d))
MERGE (ep)-[:MENTIONS]->(e)
RETURN row.key AS key, e.uid AS uid, e.name AS name, e.type AS type, e.uid = row.new_uid AS created
