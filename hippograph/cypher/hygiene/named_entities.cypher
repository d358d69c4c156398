// The entities each normalised name in $names denotes: by their own name, or by an alias whose
// source is in $sources (stated by the user or confirmed, never a fuzzy or vector guess).
// Compaction merges two values only when both name the same single entity ("NYC", "New York City").
UNWIND $names AS name
CALL (name) {
  MATCH (e:Entity {user_id: $user_id, name_norm: name})
  RETURN e.uid AS uid
  UNION
  MATCH (a:Alias {user_id: $user_id, alias_norm: name})
  WHERE a.source IN $sources
  RETURN a.entity_uid AS uid
}
RETURN name, collect(DISTINCT uid) AS entities
