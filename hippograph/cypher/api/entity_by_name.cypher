// An entity by its normalised name, else by a learned alias; the user's own entities first.
CALL () {
  MATCH (e:Entity {user_id: $user_id, name_norm: $name_norm})
  RETURN e, 0 AS rank
  UNION
  MATCH (a:Alias {user_id: $user_id, alias_norm: $name_norm})
  MATCH (e:Entity {user_id: $user_id, uid: a.entity_uid})
  RETURN e, 1 AS rank
}
RETURN e.uid AS uid
ORDER BY rank, e.role IS NULL, e.type, e.uid
LIMIT 1
