// The types the user's graph already gives some names ($names, normalised): a name known as an
// organisation ("I work at Netflix") is one when a later turn says "I moved to Netflix", whatever
// NER guesses of it there.
MATCH (e:Entity {user_id: $user_id})
WHERE e.name_norm IN $names
RETURN e.name_norm AS key, collect(DISTINCT e.type) AS types
